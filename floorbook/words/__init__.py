"""Every word of the interface in French and English, said by :func:`floorbook.words.lookup.say`."""
