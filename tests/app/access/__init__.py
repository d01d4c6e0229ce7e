"""What a player who plays by keys, or sees the screen poorly or not at all, meets:
names, keys, contrast, motion, speech."""
