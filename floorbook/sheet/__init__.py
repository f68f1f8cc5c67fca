"""The house rule sheet: a house's configuration checked, its HTML (run in the browser too), its data and file."""
