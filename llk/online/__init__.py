"""The network side of a race with people, over XMPP (issue 38): so far its foundation,
the link of one player's account to one table (`table_link`), a room on the server's
multi-user chat service through which the host and the racers exchange their messages,
asyncio's loop joined to Qt's running one so that the links run in the game
(`event_loop`), and the server's rooms service a table is made on (`rooms`).

At the controller's level: it knows nothing of windows, and the controller and the store
never import it, nor it them. The only package that imports the optional extra
(``pip install ".[online]"``: slixmpp, qasync), and nothing imports it at the game's
start; this file imports nothing, so that naming the package costs nothing either.
"""
