"""What happens, from the player's side (layer 5, just below the composition root): each
flow uses the dialogs and tells the game what the player chose.

The session (`session`: resume or deal at start, keep the game at the end), a new deal
(`deal`), Preferences (`preferences`), a high score (`scores`), the end of a game or a
level (`game_end`: its result screen, then its high score), the campaign (`campaign`),
the maps (`maps`), versus (`versus`: the race asked for, kept, resumed, its results),
racing people online (`online`: Race Online, the extra and the account; `online_table`:
a session at a table on its runner, the host's start, the race to the game;
`invitations`: contacts invited, invitations heard; `online_account`: the account the
dialog holds, read for both; `link_problems`: a link's problem in the player's
language),
achievements (`achievements`), and commands held while a question is up
(`held_commands`).
"""
