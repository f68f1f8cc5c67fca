"""The rulebook booklet: its HTML from plain data (run in the browser too), that data from the corpus, its PDFs."""
