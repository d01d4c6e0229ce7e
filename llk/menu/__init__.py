"""Menu view and menu control: actions, dialogs, settings storage."""
