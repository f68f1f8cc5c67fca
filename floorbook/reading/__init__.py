"""YAML read with line numbers, and problems located as file:line: field: expected."""
