"""The window's size, its first frame, dialogs that fit, and zoom."""
