"""The menus, dialogs and flows: `llk/menu/`."""
