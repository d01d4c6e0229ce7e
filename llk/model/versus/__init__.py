"""Versus, QQ style: a race against computer players on copies of one deal.

`race` runs the race (its time, its rules, the props), `rivals` says who the computer
players are and how fast they play, `computer_player` decides what one does next,
`props` lists the props, `standings` places the racers, `rating` keeps the player's
versus rating, and `messages` writes down what a player sends, for a player on the
network later. Plain Python, like the rest of the model.
"""
