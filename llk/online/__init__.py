"""The network side of a race with people, over XMPP (issue 38): the link of one
player's account to one table (`table_link`), a room on the server's multi-user chat
service through which the host and the racers exchange their messages, who sits in it by
account, and the host's ban from it; the runners that carry the model's desks over that
link and keep the race's time (`table_runner`, what they share): the host's
(`host_table`, the referee's desk) and a racer's (`racer_table`, its board and its copy
of the host's race); asyncio's loop joined to Qt's running one so that the links run in
the game (`event_loop`; with it, slixmpp's failure to send on a closed link logged in
one line, `send_queue_log`), the server's rooms service a table is made on (`rooms`), and
invitations to a table sent to the host's contacts online and heard (`invitations`,
XEP-0249).

At the controller's level: it knows nothing of windows, and the controller and the store
never import it, nor it them. The only package that imports the optional extra
(``pip install ".[online]"``: slixmpp, qasync), and nothing imports it at the game's
start; this file imports nothing, so that naming the package costs nothing either.
"""
