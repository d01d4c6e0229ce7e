<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <location filename="../../view/access/announcer.py" line="113"/>
        <source>{0} rows by {1} columns, %n tile(s).</source>
        <translation>
            <numerusform>{0} rows by {1} columns, %n tile.</numerusform>
            <numerusform>{0} rows by {1} columns, %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/access/announcer.py" line="149"/>
        <source>%n more tile(s)</source>
        <translation>
            <numerusform>%n more tile</numerusform>
            <numerusform>%n more tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/access/announcer.py" line="139"/>
        <source>%n hidden tile(s) shown.</source>
        <translation>
            <numerusform>%n hidden tile shown.</numerusform>
            <numerusform>%n hidden tiles shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../view/labels.py" line="343"/>
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>%n second left.</numerusform>
            <numerusform>%n seconds left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/labels.py" line="346"/>
        <source>%n tile(s) left.</source>
        <translation>
            <numerusform>%n tile left.</numerusform>
            <numerusform>%n tiles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/labels.py" line="349"/>
        <source>%n pair(s) could be removed now.</source>
        <translation>
            <numerusform>%n pair could be removed now.</numerusform>
            <numerusform>%n pairs could be removed now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChoices</name>
    <message numerus="yes">
        <location filename="../../dialogs/versus.py" line="205"/>
        <source>The race is dealt on {0} × {1}, %n pair(s). {2}.</source>
        <translation>
            <numerusform>The race is dealt on {0} × {1}, %n pair. {2}.</numerusform>
            <numerusform>The race is dealt on {0} × {1}, %n pairs. {2}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message numerus="yes">
        <location filename="../../view/actions.py" line="228"/>
        <source>Take back the %n move(s) since the board could last be cleared.</source>
        <translation>
            <numerusform>Take back the %n move since the board could last be cleared.</numerusform>
            <numerusform>Take back the %n moves since the board could last be cleared.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="166"/>
        <source>Clear the whole board before the time runs out. A game on this board starts with %n second(s) on the clock, and every pair you remove adds {0} s. The clock waits for your first move, and stops while a window covers the board.</source>
        <translation>
            <numerusform>Clear the whole board before the time runs out. A game on this board starts with %n second on the clock, and every pair you remove adds {0} s. The clock waits for your first move, and stops while a window covers the board.</numerusform>
            <numerusform>Clear the whole board before the time runs out. A game on this board starts with %n seconds on the clock, and every pair you remove adds {0} s. The clock waits for your first move, and stops while a window covers the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="215"/>
        <source>Highlights a pair you can remove and shows its line. You get %n hint(s) per game.</source>
        <translation>
            <numerusform>Highlights a pair you can remove and shows its line. You get %n hint per game.</numerusform>
            <numerusform>Highlights a pair you can remove and shows its line. You get %n hints per game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="224"/>
        <source>The solver plays on from where you are, pair by pair, and you watch. Each pair it removes costs one hint, and it stops when your hints run out; it needs the solver to have found a way, and the button appears when you have not removed a pair for %n second(s). Press {0} again, click the board or press Esc to take over. The clock keeps running; its pairs earn no points, no time and no combo.</source>
        <translation>
            <numerusform>The solver plays on from where you are, pair by pair, and you watch. Each pair it removes costs one hint, and it stops when your hints run out; it needs the solver to have found a way, and the button appears when you have not removed a pair for %n second. Press {0} again, click the board or press Esc to take over. The clock keeps running; its pairs earn no points, no time and no combo.</numerusform>
            <numerusform>The solver plays on from where you are, pair by pair, and you watch. Each pair it removes costs one hint, and it stops when your hints run out; it needs the solver to have found a way, and the button appears when you have not removed a pair for %n seconds. Press {0} again, click the board or press Esc to take over. The clock keeps running; its pairs earn no points, no time and no combo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="237"/>
        <source>Shuffles the tiles that are left. You get %n refresh(es) per game. When no move is left at all, the game shuffles for you, free of charge.</source>
        <translation>
            <numerusform>Shuffles the tiles that are left. You get %n refresh per game. When no move is left at all, the game shuffles for you, free of charge.</numerusform>
            <numerusform>Shuffles the tiles that are left. You get %n refreshes per game. When no move is left at all, the game shuffles for you, free of charge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="252"/>
        <source>Puts the last pair back. It costs the points that pair earned plus %n more point(s), and the combo starts again.</source>
        <translation>
            <numerusform>Puts the last pair back. It costs the points that pair earned plus %n more point, and the combo starts again.</numerusform>
            <numerusform>Puts the last pair back. It costs the points that pair earned plus %n more points, and the combo starts again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="292"/>
        <source>Each pair is worth %n point(s), multiplied by your combo.</source>
        <translation>
            <numerusform>Each pair is worth %n point, multiplied by your combo.</numerusform>
            <numerusform>Each pair is worth %n points, multiplied by your combo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="304"/>
        <source>Clear the board and every second left on the clock earns %n point(s).</source>
        <translation>
            <numerusform>Clear the board and every second left on the clock earns %n point.</numerusform>
            <numerusform>Clear the board and every second left on the clock earns %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="534"/>
        <source>You are playing the map {0}: %n tile(s) on {1} × {2}.</source>
        <translation>
            <numerusform>You are playing the map {0}: %n tile on {1} × {2}.</numerusform>
            <numerusform>You are playing the map {0}: %n tiles on {1} × {2}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapChooser</name>
    <message numerus="yes">
        <location filename="../../dialogs/map_chooser.py" line="254"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message numerus="yes">
        <location filename="../../dialogs/map_editor.py" line="183"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="37"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="39"/>
        <source>level {0}, %n tile(s) left</source>
        <translation>
            <numerusform>level {0}, %n tile left</numerusform>
            <numerusform>level {0}, %n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="94"/>
        <source>If you give up, the %n point(s) of the levels cleared are not enough for High Scores. The statistics will count it as given up.</source>
        <translation>
            <numerusform>If you give up, the %n point of the levels cleared is not enough for High Scores. The statistics will count it as given up.</numerusform>
            <numerusform>If you give up, the %n points of the levels cleared are not enough for High Scores. The statistics will count it as given up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="101"/>
        <source>If you give up, the %n point(s) of the levels cleared will be entered in High Scores (place {0}). The statistics will count it as given up.</source>
        <translation>
            <numerusform>If you give up, the %n point of the levels cleared will be entered in High Scores (place {0}). The statistics will count it as given up.</numerusform>
            <numerusform>If you give up, the %n points of the levels cleared will be entered in High Scores (place {0}). The statistics will count it as given up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="129"/>
        <source>%n point(s): a new high score! Your name:</source>
        <translation>
            <numerusform>%n point: a new high score! Your name:</numerusform>
            <numerusform>%n points: a new high score! Your name:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message numerus="yes">
        <location filename="../../view/race_panel.py" line="383"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceWatch</name>
    <message numerus="yes">
        <location filename="../../dialogs/race_watch.py" line="263"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RivalCard</name>
    <message numerus="yes">
        <location filename="../../view/race_panel.py" line="163"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreKeeper</name>
    <message numerus="yes">
        <location filename="../../store/score_keeper.py" line="117"/>
        <source>%n damaged high-score entries were left out.</source>
        <translation>
            <numerusform>%n damaged high-score entry was left out.</numerusform>
            <numerusform>%n damaged high-score entries were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../store/score_keeper.py" line="119"/>
        <source>%n damaged high-score entries were left out; the file was kept as {0}.</source>
        <translation>
            <numerusform>%n damaged high-score entry was left out; the file was kept as {0}.</numerusform>
            <numerusform>%n damaged high-score entries were left out; the file was kept as {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <location filename="../../dialogs/settings.py" line="472"/>
        <source>{0} has %n face(s), so a game uses at most %n.</source>
        <translation>
            <numerusform>{0} has %n face, so a game uses at most %n.</numerusform>
            <numerusform>{0} has %n faces, so a game uses at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/settings.py" line="518"/>
        <source>This board holds %n pair(s), so at most %n tile face(s).</source>
        <translation>
            <numerusform>This board holds %n pair, so at most %n tile face.</numerusform>
            <numerusform>This board holds %n pairs, so at most %n tile faces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../../dialogs/statistics.py" line="182"/>
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="143"/>
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n point</numerusform>
            <numerusform>-%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="149"/>
        <source>Redone: +%n point(s).</source>
        <translation>
            <numerusform>Redone: +%n point.</numerusform>
            <numerusform>Redone: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="153"/>
        <source>Lost %n move(s) ago: this position can no longer be cleared. {0} (in the Game menu and the side panel) returns to where it could.</source>
        <translation>
            <numerusform>Lost %n move ago: this position can no longer be cleared. {0} (in the Game menu and the side panel) returns to where it could.</numerusform>
            <numerusform>Lost %n moves ago: this position can no longer be cleared. {0} (in the Game menu and the side panel) returns to where it could.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="160"/>
        <source>Undone %n move(s), back to a position that can be cleared: {0}.</source>
        <translation>
            <numerusform>Undone %n move, back to a position that can be cleared: {0}.</numerusform>
            <numerusform>Undone %n moves, back to a position that can be cleared: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="163"/>
        <source>Show Me stopped after %n pair(s), one hint each. Your turn.</source>
        <translation>
            <numerusform>Show Me stopped after %n pair, for one hint. Your turn.</numerusform>
            <numerusform>Show Me stopped after %n pairs, one hint each. Your turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="167"/>
        <source>Show Me stopped: it spent your last hint, on its %n pair(s). Your turn.</source>
        <translation>
            <numerusform>Show Me stopped: it spent your last hint, on its %n pair. Your turn.</numerusform>
            <numerusform>Show Me stopped: it spent your last hint, on its %n pairs. Your turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="172"/>
        <source>Show Me plays from here, one hint for each pair it removes: %n hint(s) left. Click or press Esc to take over.</source>
        <translation>
            <numerusform>Show Me plays from here, one hint for each pair it removes: %n hint left. Click or press Esc to take over.</numerusform>
            <numerusform>Show Me plays from here, one hint for each pair it removes: %n hints left. Click or press Esc to take over.</numerusform>
        </translation>
    </message>
</context>
</TS>
