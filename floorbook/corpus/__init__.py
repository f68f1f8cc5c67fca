"""The corpus: rulebooks, glossary, topics, parameters and scenarios, loaded and checked, and what derives from them."""
