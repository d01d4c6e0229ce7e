"""The view (layer 3): widgets and drawing, knowing no rules.

The main window (`main_window`: shown first as a bare frame, then furnished), with its
backdrop (`backdrop`), side panel (`side_panel`), race panel (`race_panel`, a thumbnail of
each rival's board: `rival_board`) and quiet notes (`toast`); the actions (`actions`) and
the menu bar (`menu_bar`); the theme's palette (`theme`) and style (`style`), the art's
and sounds' files (`assets`), the sounds (`sound`); the words the player reads for the
model's names (`labels`, `campaign_labels`, `face_names`); whether the player can be
playing (`attention`), whether the desktop asks for less motion (`system_motion`), and
the moment a window is first on screen (`first_showing`); every window fitted to the
screen (`screen_fit`); and small widgets the dialogs share: a shift mode's arrow
(`shift_icon`), a tiny board with a link line (`link_picture`), the map editor's grid
(`map_canvas`), a map's picture (`map_thumbnail`), labels on one baseline
(`baselines`) and a label that wraps (`wrapping_label`). The board and its tiles are
`llk.view.board`; what a screen reader reads and hears is `llk.view.access`.
"""
