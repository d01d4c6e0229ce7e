"""Versus, QQ style: a race against computer players on copies of one deal.

Above `llk.model.game`: `race` runs the race (its time, its rules, the props),
`race_setup` is what it is dealt from, `race_events` what it tells, `replay` a race played
again from its setup and each racer's journal, `rivals` says who the computer players
are and how fast they play, `computer_player` decides what one does next, `props` lists
the props, `standings` places the racers, `rating` keeps the player's versus rating,
`choices` what the Versus dialog keeps, `messages` what racers and the host send each
other over the network, read as hostile input, `referee` the host's check of each
command a person racing from another computer sends, `host_desk` the host's side of
a table of people: the race refereed, the stream every copy is drawn from, each race
in turn at one table, whose seats are `table_seats`'s (kept from race to race), and who
of them is away from the table during a race (`away_seats`);
`racer_desk` a racer's side: the host's race copied from that stream
(`stream_mirror`), and the racer's own board kept in step with the host's copy of it
(`my_board`); `table_code` the code a host shares so that people find its table, and `invitation` an
invitation to it sent to a contact, read as hostile input.
"""
