"""A situation ruled under every rulebook and said in sentences (floorbook ask, the floor assistant)."""
