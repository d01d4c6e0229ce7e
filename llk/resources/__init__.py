"""Game art, sounds and translations, shipped inside the wheel as ``llk.resources``."""
