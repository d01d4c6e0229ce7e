<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../dialogs/about.py" line="45"/>
        <source>About LLK</source>
        <translation>关于 LLK</translation>
    </message>
    <message>
        <location filename="../../dialogs/about.py" line="62"/>
        <source>Version {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <location filename="../../dialogs/about.py" line="66"/>
        <source>Link pairs of matching tiles with a line of at most two turns, and clear the board before the time runs out.</source>
        <translation>用最多拐两个弯的线连接相同的方块，在时间用完前清空棋盘。</translation>
    </message>
    <message>
        <location filename="../../dialogs/about.py" line="70"/>
        <source>Free software under the MIT licence. The tile art and the sounds are original to the project.</source>
        <translation>以 MIT 许可证发布的自由软件。方块图案与音效均为原创。</translation>
    </message>
    <message>
        <location filename="../../dialogs/about.py" line="73"/>
        <source>Built with Qt {0} and PySide6 {1}, running on Python {2}.</source>
        <translation>使用 Qt {0} 和 PySide6 {1} 构建，运行于 Python {2}。</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <location filename="../../view/campaign_labels.py" line="24"/>
        <source>Unaided</source>
        <translation>独立完成</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="25"/>
        <source>Clear a board without a hint.</source>
        <translation>不用提示清空一局。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="28"/>
        <source>No Regrets</source>
        <translation>落子无悔</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="29"/>
        <source>Clear a board without undo.</source>
        <translation>不用撤销清空一局。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="32"/>
        <source>Chain of Ten</source>
        <translation>十连击</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="33"/>
        <source>Make a combo of 10.</source>
        <translation>打出 10 连击。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="36"/>
        <source>Chain of Twenty</source>
        <translation>二十连击</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="37"/>
        <source>Make a combo of 20.</source>
        <translation>打出 20 连击。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="40"/>
        <source>Quick Hands</source>
        <translation>快手</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="41"/>
        <source>Clear a board at the fast pace.</source>
        <translation>以快速节奏清空一局。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="44"/>
        <source>Close Call</source>
        <translation>千钧一发</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="45"/>
        <source>Clear a board with under 3 seconds left.</source>
        <translation>剩余不到 3 秒时清空一局。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="48"/>
        <source>Lightning</source>
        <translation>闪电</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="49"/>
        <source>Clear a board of 144 tiles or more at 1.5 s a pair or better.</source>
        <translation>以每对 1.5 秒或更快清空 144 张以上的棋盘。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="54"/>
        <source>Every Way</source>
        <translation>八面玲珑</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="55"/>
        <source>Win a game under every shift mode.</source>
        <translation>在每种移动方式下各赢一局。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="58"/>
        <source>Daily Player</source>
        <translation>每日一局</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="59"/>
        <source>Clear a daily game.</source>
        <translation>清空一局每日游戏。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="62"/>
        <source>Maker</source>
        <translation>创作者</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="63"/>
        <source>Clear a map of your own.</source>
        <translation>清空一张你自己做的地图。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="66"/>
        <source>Going On</source>
        <translation>勇往直前</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="67"/>
        <source>Reach level 5 in Endless.</source>
        <translation>在无尽模式中到达第 5 关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="70"/>
        <source>Three Stars</source>
        <translation>三星</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="71"/>
        <source>Win 3 stars on a campaign level.</source>
        <translation>在一个闯关关卡中获得 3 颗星。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="74"/>
        <source>Flawless Chapter</source>
        <translation>完美章节</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="75"/>
        <source>Hold 3 stars on every level of a chapter.</source>
        <translation>一章的每一关都获得 3 颗星。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="78"/>
        <source>First Boss</source>
        <translation>第一位首领</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="79"/>
        <source>Beat the boss of chapter 1.</source>
        <translation>击败第 1 章的首领关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="82"/>
        <source>Second Boss</source>
        <translation>第二位首领</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="83"/>
        <source>Beat the boss of chapter 2.</source>
        <translation>击败第 2 章的首领关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="86"/>
        <source>Third Boss</source>
        <translation>第三位首领</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="87"/>
        <source>Beat the boss of chapter 3.</source>
        <translation>击败第 3 章的首领关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="90"/>
        <source>Fourth Boss</source>
        <translation>第四位首领</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="91"/>
        <source>Beat the boss of chapter 4.</source>
        <translation>击败第 4 章的首领关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="94"/>
        <source>Last Boss</source>
        <translation>最终首领</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="95"/>
        <source>Beat the boss of chapter 5.</source>
        <translation>击败第 5 章的首领关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="98"/>
        <source>Campaign Cleared</source>
        <translation>通关</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="99"/>
        <source>Clear every level of the campaign.</source>
        <translation>清空闯关模式的每一关。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="102"/>
        <source>First Past the Post</source>
        <translation>一马当先</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="103"/>
        <source>Win a versus race.</source>
        <translation>赢得一场对战。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="106"/>
        <source>Master Beaten</source>
        <translation>战胜大师</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="107"/>
        <source>Win a race against a Master.</source>
        <translation>在对战中战胜一位大师。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="110"/>
        <source>Against Them All</source>
        <translation>以一敌五</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="111"/>
        <source>Win a race against 5 rivals.</source>
        <translation>在对战中战胜 5 位对手。</translation>
    </message>
</context>
<context>
    <name>AchievementsDialog</name>
    <message>
        <location filename="../../dialogs/achievements.py" line="26"/>
        <location filename="../../dialogs/achievements.py" line="31"/>
        <source>Achievements</source>
        <translation>成就</translation>
    </message>
    <message>
        <location filename="../../dialogs/achievements.py" line="32"/>
        <source>Achievement</source>
        <translation>成就</translation>
    </message>
    <message>
        <location filename="../../dialogs/achievements.py" line="32"/>
        <source>How</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../dialogs/achievements.py" line="32"/>
        <source>Earned</source>
        <translation>获得日期</translation>
    </message>
    <message>
        <location filename="../../dialogs/achievements.py" line="37"/>
        <source>not yet</source>
        <translation>尚未获得</translation>
    </message>
    <message>
        <location filename="../../dialogs/achievements.py" line="45"/>
        <source>Achievements ({0} of {1})</source>
        <translation>成就（{0} / {1}）</translation>
    </message>
</context>
<context>
    <name>AchievementsFlow</name>
    <message>
        <location filename="../../flows/achievements.py" line="66"/>
        <source>Achievement: {0}</source>
        <translation>获得成就：{0}</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <location filename="../../view/access/announcer.py" line="113"/>
        <source>{0} rows by {1} columns, %n tile(s).</source>
        <translation>
            <numerusform>{0} 行 {1} 列，共 %n 个方块。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="123"/>
        <source>Level {0}-{1}.</source>
        <translation>第 {0}-{1} 关。</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="124"/>
        <source>Level {0}.</source>
        <translation>第 {0} 关。</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="131"/>
        <source>key</source>
        <translation>钥匙</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="134"/>
        <source>Pair removed: {0}.</source>
        <translation>消除一对：{0}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/access/announcer.py" line="139"/>
        <source>%n hidden tile(s) shown.</source>
        <translation>
            <numerusform>%n 个隐藏的方块显现了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/access/announcer.py" line="149"/>
        <source>%n more tile(s)</source>
        <translation>
            <numerusform>另有 %n 个方块</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="150"/>
        <source>{0}; {1}</source>
        <translation>{0}；{1}</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="157"/>
        <source>{0} in row {1} from column {2} to {3}</source>
        <translation>{0}在第 {1} 行从第 {2} 列移到第 {3} 列</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="161"/>
        <source>{0} in column {1} from row {2} to {3}</source>
        <translation>{0}在第 {1} 列从第 {2} 行移到第 {3} 行</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="164"/>
        <source>{0} from {1} to {2}</source>
        <translation>{0}从{1}移到{2}</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="173"/>
        <location filename="../../view/access/state_teller.py" line="91"/>
        <source>Picked {0}.</source>
        <translation>已选中{0}。</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="177"/>
        <source>Unpicked {0}.</source>
        <translation>已取消选中{0}。</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="184"/>
        <source>Hint: {0} and {1}.</source>
        <translation>提示：{0}与{1}。</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="189"/>
        <source>{0}, {1}</source>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <location filename="../../view/access/announcer.py" line="204"/>
        <source>Under the cursor: {0}.</source>
        <translation>光标处：{0}。</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../../view/board/accessible.py" line="32"/>
        <location filename="../../view/board/accessible.py" line="60"/>
        <source>hidden</source>
        <translation>看不见</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="34"/>
        <source>key</source>
        <translation>钥匙</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="38"/>
        <source>locked</source>
        <translation>已上锁</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="40"/>
        <source>cracked ice</source>
        <translation>冰已裂开</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="42"/>
        <source>iced</source>
        <translation>冰封</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="44"/>
        <source>timer</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="46"/>
        <source>hinted</source>
        <translation>提示中</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="52"/>
        <source>{0}, {1}</source>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="64"/>
        <source>stone</source>
        <translation>石块</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="65"/>
        <location filename="../../view/map_canvas.py" line="181"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="71"/>
        <source>row {0}, column {1}</source>
        <translation>第 {0} 行，第 {1} 列</translation>
    </message>
    <message>
        <location filename="../../view/board/accessible.py" line="119"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../view/board/board_view.py" line="74"/>
        <source>Move the cursor over the board.</source>
        <translation>在棋盘上移动光标。</translation>
    </message>
    <message>
        <location filename="../../view/board/board_view.py" line="78"/>
        <source>Pick the tile under the cursor.</source>
        <translation>选中光标所在的方块。</translation>
    </message>
    <message>
        <location filename="../../view/board/board_view.py" line="82"/>
        <source>Clear the selection (a click where no tile stands does too).</source>
        <translation>取消选择（点击没有方块的地方也可以）。</translation>
    </message>
    <message>
        <location filename="../../view/board/board_view.py" line="88"/>
        <source>Hold to light up every tile like the one under the cursor (or hold the right mouse button on a tile).</source>
        <translation>按住可点亮所有与光标处相同的方块（或在方块上按住鼠标右键）。</translation>
    </message>
    <message>
        <location filename="../../view/board/board_view.py" line="112"/>
        <source>Paused — press {0} to play on</source>
        <translation>已暂停，按「{0}」继续</translation>
    </message>
    <message>
        <location filename="../../view/board/motion.py" line="73"/>
        <source>+{0} s</source>
        <translation>+{0} 秒</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <location filename="../../view/campaign_labels.py" line="15"/>
        <source>Plain boards without shifts, then stones.</source>
        <translation>不移动的普通棋盘，然后是石块。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="16"/>
        <source>The tiles slide after each pair: every shift mode.</source>
        <translation>每消一对牌都会滑动：每种移动方式。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="17"/>
        <source>Ice to break, and locks their keys open.</source>
        <translation>要敲碎的冰，以及用钥匙打开的锁。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="18"/>
        <source>Fog hides faces; timer tiles count down.</source>
        <translation>迷雾遮住牌面；计时牌倒数。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="19"/>
        <source>All of it at once; its boss without hints.</source>
        <translation>全部一起来；首领关没有提示。</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="119"/>
        <source>Chapter {0} · {1}</source>
        <translation>第 {0} 章 · {1}</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="139"/>
        <source>As designed</source>
        <translation>按设计</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="140"/>
        <source>Relaxed: half as long again</source>
        <translation>宽松：时间多一半</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="141"/>
        <source>Untimed: no clock</source>
        <translation>不限时：没有计时</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="157"/>
        <source>without a clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <location filename="../../view/campaign_labels.py" line="158"/>
        <source>with more time</source>
        <translation>加时</translation>
    </message>
</context>
<context>
    <name>CampaignFlow</name>
    <message>
        <location filename="../../flows/campaign.py" line="61"/>
        <source>Give up the game in progress and play level {0}-{1}?</source>
        <translation>放弃当前游戏，去玩第 {0}-{1} 关？</translation>
    </message>
</context>
<context>
    <name>ContactsDialog</name>
    <message>
        <location filename="../../dialogs/invite.py" line="33"/>
        <source>&amp;Invite…</source>
        <translation>邀请(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="37"/>
        <source>Invite contacts who are online to this table (XMPP invitation).</source>
        <translation>邀请在线的联系人来这张牌桌（XMPP 邀请）。</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="51"/>
        <source>Invite to the Table</source>
        <translation>邀请到牌桌</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="54"/>
        <source>Your contacts online now: tick those to invite.</source>
        <translation>你现在在线的联系人：勾选要邀请的人。</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="57"/>
        <source>None of your contacts is online in LLK or a chat program now. Copy the table&apos;s code and send it instead.</source>
        <translation>你的联系人现在都不在线（LLK 和聊天程序里都没有）。请复制牌桌代码发给他们。</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="63"/>
        <source>Contacts online</source>
        <translation>在线联系人</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="72"/>
        <source>Invite</source>
        <translation>邀请</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../view/labels.py" line="343"/>
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>还剩 %n 秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/labels.py" line="346"/>
        <source>%n tile(s) left.</source>
        <translation>
            <numerusform>还剩 %n 个方块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/labels.py" line="349"/>
        <source>%n pair(s) could be removed now.</source>
        <translation>
            <numerusform>现在有 %n 对方块可以消除。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataFile</name>
    <message>
        <location filename="../../store/data_files.py" line="150"/>
        <source>it is a link</source>
        <translation>它是一个链接</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="160"/>
        <source>The data of an older LLK in {0} was not moved in ({1}).</source>
        <translation>旧版 LLK 在 {0} 中的数据未能移入（{1}）。</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="195"/>
        <source>The data folder cannot be used ({0}); scores and games are not kept.</source>
        <translation>无法使用数据文件夹（{0}）；成绩和存档不会保留。</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="203"/>
        <source>The data folder {0} cannot be written ({1}): games and scores will not be kept.</source>
        <translation>数据文件夹 {0} 无法写入（{1}）：对局和成绩将不会保存。</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="367"/>
        <source>it is larger than {0} MB</source>
        <translation>文件超过 {0} MB</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="370"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="373"/>
        <location filename="../../store/data_files.py" line="378"/>
        <source>it could not be read ({0})</source>
        <translation>无法读取（{0}）</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="381"/>
        <source>it is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="384"/>
        <source>it is not an LLK file</source>
        <translation>不是 LLK 文件</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="387"/>
        <source>it has format {0}, this LLK reads {1}</source>
        <translation>文件格式为 {0}，而此版本 LLK 读取的格式为 {1}</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="392"/>
        <source>its content is invalid ({0})</source>
        <translation>内容无效（{0}）</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="409"/>
        <source>The {0} could not be saved ({1}).</source>
        <translation>{0}无法保存（{1}）。</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="428"/>
        <source>The {0} file {1} is unusable: {2}; moving it aside failed ({3}).</source>
        <translation>{0}文件 {1} 无法使用：{2}；备份该文件失败（{3}）。</translation>
    </message>
    <message>
        <location filename="../../store/data_files.py" line="432"/>
        <source>The {0} file was unusable: {1}. Kept it as {2}; starting afresh.</source>
        <translation>{0}文件无法使用：{1}。原文件已另存为 {2}，现重新开始。</translation>
    </message>
</context>
<context>
    <name>DealChoices</name>
    <message numerus="yes">
        <location filename="../../dialogs/versus.py" line="205"/>
        <source>The race is dealt on {0} × {1}, %n pair(s). {2}.</source>
        <translation>
            <numerusform>比赛牌面为 {0} × {1}，共 %n 对。{2}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealFlow</name>
    <message>
        <location filename="../../flows/deal.py" line="40"/>
        <source>Give up the game in progress and deal a new one?</source>
        <translation>放弃当前这局，发一局新的？</translation>
    </message>
    <message>
        <location filename="../../flows/deal.py" line="45"/>
        <source>Give up the game in progress and deal it again from the start?</source>
        <translation>放弃当前这局，从头重发同一局？</translation>
    </message>
    <message>
        <location filename="../../flows/deal.py" line="47"/>
        <source>Give up this run of levels and start it again from level 1?</source>
        <translation>放弃这一轮闯关，从第 1 关重新开始？</translation>
    </message>
    <message>
        <location filename="../../flows/deal.py" line="59"/>
        <source>Give up the game in progress and play game {0}?</source>
        <translation>放弃当前这局，改玩第 {0} 局？</translation>
    </message>
    <message>
        <location filename="../../flows/deal.py" line="65"/>
        <source>Give up the game in progress and play today&apos;s daily game?</source>
        <translation>放弃当前这局，改玩今天的每日一局？</translation>
    </message>
</context>
<context>
    <name>FaceNames</name>
    <message>
        <location filename="../../view/face_names.py" line="15"/>
        <source>apple</source>
        <translation>苹果</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="16"/>
        <source>banana</source>
        <translation>香蕉</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="17"/>
        <source>cherries</source>
        <translation>樱桃</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="18"/>
        <source>grapes</source>
        <translation>葡萄</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="19"/>
        <source>pear</source>
        <translation>梨</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="20"/>
        <source>watermelon</source>
        <translation>西瓜</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="21"/>
        <source>pineapple</source>
        <translation>菠萝</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="22"/>
        <source>carrot</source>
        <translation>胡萝卜</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="23"/>
        <source>mushroom</source>
        <translation>蘑菇</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="24"/>
        <source>eggplant</source>
        <translation>茄子</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="25"/>
        <source>broccoli</source>
        <translation>西兰花</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="26"/>
        <source>radish</source>
        <translation>萝卜</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="27"/>
        <source>cat</source>
        <translation>猫</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="28"/>
        <source>fish</source>
        <translation>鱼</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="29"/>
        <source>owl</source>
        <translation>猫头鹰</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="30"/>
        <source>turtle</source>
        <translation>乌龟</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="31"/>
        <source>bee</source>
        <translation>蜜蜂</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="32"/>
        <source>butterfly</source>
        <translation>蝴蝶</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="33"/>
        <source>crab</source>
        <translation>螃蟹</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="34"/>
        <source>rabbit</source>
        <translation>兔子</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="35"/>
        <source>penguin</source>
        <translation>企鹅</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="36"/>
        <source>snail</source>
        <translation>蜗牛</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="37"/>
        <source>panda</source>
        <translation>熊猫</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="38"/>
        <source>elephant</source>
        <translation>大象</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="39"/>
        <source>tulip</source>
        <translation>郁金香</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="40"/>
        <source>cactus</source>
        <translation>仙人掌</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="41"/>
        <source>pine</source>
        <translation>松树</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="42"/>
        <source>maple</source>
        <translation>枫叶</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="43"/>
        <source>sun</source>
        <translation>太阳</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="44"/>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="45"/>
        <source>snowflake</source>
        <translation>雪花</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="46"/>
        <source>rainbow</source>
        <translation>彩虹</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="47"/>
        <source>umbrella</source>
        <translation>雨伞</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="48"/>
        <source>ice cream</source>
        <translation>冰淇淋</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="49"/>
        <source>mug</source>
        <translation>杯子</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="50"/>
        <source>diamond</source>
        <translation>钻石</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="51"/>
        <source>anchor</source>
        <translation>锚</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="52"/>
        <source>bell</source>
        <translation>铃铛</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="53"/>
        <source>key picture</source>
        <translation>钥匙图案</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="54"/>
        <source>lightbulb</source>
        <translation>灯泡</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="55"/>
        <source>book</source>
        <translation>书</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="56"/>
        <source>sailboat</source>
        <translation>帆船</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="57"/>
        <source>music note</source>
        <translation>音符</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="58"/>
        <source>shell</source>
        <translation>贝壳</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="59"/>
        <source>rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="60"/>
        <source>gift</source>
        <translation>礼物</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="61"/>
        <source>balloon</source>
        <translation>气球</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="62"/>
        <source>kite</source>
        <translation>风筝</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="68"/>
        <source>character {0}</source>
        <translation>{0}万</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="69"/>
        <source>bamboo {0}</source>
        <translation>{0}条</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="70"/>
        <source>circle {0}</source>
        <translation>{0}筒</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="71"/>
        <source>wind {0}</source>
        <translation>风牌 {0}</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="72"/>
        <source>dragon {0}</source>
        <translation>箭牌 {0}</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="73"/>
        <source>flower {0}</source>
        <translation>花牌 {0}</translation>
    </message>
    <message>
        <location filename="../../view/face_names.py" line="74"/>
        <source>season {0}</source>
        <translation>季牌 {0}</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../../view/actions.py" line="95"/>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="95"/>
        <source>Start a new game.</source>
        <translation>开始新游戏。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="98"/>
        <source>&amp;Restart Same Deal</source>
        <translation>重玩本局(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="98"/>
        <source>Restart the same deal.</source>
        <translation>重玩本局。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="102"/>
        <source>Play Game N&amp;umber…</source>
        <translation>指定局号(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="103"/>
        <source>Play a game by its number.</source>
        <translation>按局号开一局。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="107"/>
        <source>&amp;Daily Game</source>
        <translation>每日一局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="109"/>
        <source>Play today&apos;s game: the same deal for every player today.</source>
        <translation>玩今天的每日一局：今天所有玩家拿到同一副牌局。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="147"/>
        <location filename="../../view/actions.py" line="247"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="147"/>
        <source>Pause or resume.</source>
        <translation>暂停或继续。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="150"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="150"/>
        <source>Show a hint.</source>
        <translation>显示提示。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="154"/>
        <location filename="../../view/actions.py" line="246"/>
        <source>Show &amp;Me</source>
        <translation>演示(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="164"/>
        <source>&amp;Refresh</source>
        <translation>重排(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="169"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="169"/>
        <source>Undo the last pair.</source>
        <translation>撤销上一对。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="157"/>
        <source>Watch the solver play from here; it costs one hint for each pair it removes. Press again, click or press Esc to take over.</source>
        <translation>看求解器从当前局面接着玩；它每消除一对花掉一次提示。再按一次、点击棋盘或按 Esc 即可接手。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="113"/>
        <source>Choose &amp;Map…</source>
        <translation>选择地图(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="115"/>
        <source>Pick a layout or a map, yours included, and play it.</source>
        <translation>选一种布局或一张地图（也可以是你自己的）来玩。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="119"/>
        <source>Map &amp;Editor…</source>
        <translation>地图编辑器(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="121"/>
        <source>Draw a map of your own, and see as you paint whether it deals fair.</source>
        <translation>画一张自己的地图，边画边看它能否发出公平的牌局。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="125"/>
        <source>&amp;Versus…</source>
        <translation>对战(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="127"/>
        <source>Race computer players on copies of your board, QQ style, with props.</source>
        <translation>与电脑玩家在同一副牌上比赛，QQ 风格，带道具。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="131"/>
        <source>Race &amp;Online…</source>
        <translation>网络对战(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="132"/>
        <source>Race people on their own computers, at a table on an XMPP server.</source>
        <translation>在 XMPP 服务器上的一张牌桌，与各自电脑前的真人比赛。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="136"/>
        <source>&amp;Campaign…</source>
        <translation>闯关(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="138"/>
        <source>Play the campaign: five chapters of levels, with stars to win.</source>
        <translation>玩闯关模式：五章关卡，每关可得星星。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="142"/>
        <source>&amp;Achievements…</source>
        <translation>成就(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="144"/>
        <source>Show the achievements, those earned and those still to earn.</source>
        <translation>显示成就：已获得的和尚未获得的。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="166"/>
        <source>Shuffle the tiles that are left.</source>
        <translation>打乱剩余的方块。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="172"/>
        <source>Undo to Winna&amp;ble</source>
        <translation>撤销到可解局面(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="174"/>
        <source>Once the board can no longer be cleared: take back the moves since it could.</source>
        <translation>局面已无法消完时：撤销从还能消完那一步以来的所有步。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="178"/>
        <source>Next &amp;Level</source>
        <translation>下一关(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="178"/>
        <source>Go on to the next level.</source>
        <translation>进入下一关。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="182"/>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="182"/>
        <source>Redo the pair you took back.</source>
        <translation>重做刚撤销的一对。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="186"/>
        <source>Still &amp;Winnable?</source>
        <translation>还能消完吗?(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="188"/>
        <source>Ask whether the board can still be cleared.</source>
        <translation>询问当前局面是否还能消完。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="192"/>
        <source>A&amp;im at Next Rival</source>
        <translation>瞄准下一名对手(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="195"/>
        <source>In a race: aim your props on an opponent at the next rival, and after the last at the race&apos;s own choice again.</source>
        <translation>比赛中：把对对手使用的道具瞄准下一名对手；轮完最后一名后，回到比赛自动选择的目标。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="201"/>
        <source>High &amp;Scores…</source>
        <translation>排行榜(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="201"/>
        <source>Show the high scores.</source>
        <translation>查看排行榜。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="205"/>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="207"/>
        <source>Show the statistics of your games.</source>
        <translation>查看你的游戏统计。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="209"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="209"/>
        <source>Quit the game.</source>
        <translation>退出游戏。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="244"/>
        <source>&amp;Hint ({0})</source>
        <translation>提示(&amp;H) 剩 {0} 次</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="245"/>
        <source>&amp;Refresh ({0})</source>
        <translation>重排(&amp;R) 剩 {0} 次</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="246"/>
        <source>Stop Show &amp;Me</source>
        <translation>停止演示(&amp;M)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/actions.py" line="228"/>
        <source>Take back the %n move(s) since the board could last be cleared.</source>
        <translation>
            <numerusform>撤销自还能消完那一步以来的 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="247"/>
        <location filename="../../view/actions.py" line="256"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../controller/status_lines.py" line="55"/>
        <source>Game {0}: link pairs of equal tiles.</source>
        <translation>第 {0} 局：连接相同的方块。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="59"/>
        <source>Daily game of {0}, played already: this replay enters no high-score table. {1}</source>
        <translation>{0} 的每日一局已经玩过：这次重玩不进入任何排行榜。{1}</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="64"/>
        <source>Daily game of {0}. {1}</source>
        <translation>{0} 的每日一局。{1}</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="75"/>
        <source>{0}: link pairs of equal tiles.</source>
        <translation>{0}：连接相同的方块。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="82"/>
        <source>Frozen: no pair can go for a few seconds.</source>
        <translation>冻结：几秒内无法消除任何一对。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="86"/>
        <source>That tile is locked: remove the two key tiles to open every lock.</source>
        <translation>这张牌被锁住了：消掉两张钥匙牌就能打开所有的锁。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="99"/>
        <source>The ice cracked: link the pair once more to remove it.</source>
        <translation>冰裂开了：再连一次这对牌就能消掉。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="105"/>
        <source>The key pair opened every lock.</source>
        <translation>钥匙牌打开了所有的锁。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="110"/>
        <source>Timer tiles: +{0} s.</source>
        <translation>计时牌：+{0} 秒。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="117"/>
        <source>Timer tiles missed: −{0} s.</source>
        <translation>错过计时牌：−{0} 秒。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="129"/>
        <source>Shuffled.</source>
        <translation>已重排。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="133"/>
        <source>No shuffle can link these tiles: the stones wall them off. Undo.</source>
        <translation>怎么洗牌这些方块都连不上：石块把它们隔开了。请撤销。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="194"/>
        <source>Paused.</source>
        <translation>已暂停。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="221"/>
        <source>Show Me stopped before its first pair: no hint spent. Your turn.</source>
        <translation>演示已停止：它还没消一对，没有花掉提示。轮到你了。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="231"/>
        <source>{0} used {1} on you!</source>
        <translation>{0} 对你使用了{1}！</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="238"/>
        <source>You used {0}.</source>
        <translation>你使用了{0}。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="239"/>
        <source>You used {0} on {1}.</source>
        <translation>你对 {1} 使用了{0}。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="245"/>
        <source>Combo! You earned {0}.</source>
        <translation>连击！你获得了{0}。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="249"/>
        <source>The stones are gone.</source>
        <translation>石块消失了。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="253"/>
        <source>Out: you removed nothing for 30 seconds.</source>
        <translation>出局：你 30 秒没有消除任何一对。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="257"/>
        <source>Time is up: the others race on to the end.</source>
        <translation>时间到：其他人继续比到最后。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="263"/>
        <source>{0} cleared the board first.</source>
        <translation>{0} 先清空了棋盘。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="268"/>
        <source>No pause in a race online: the others race on.</source>
        <translation>网络比赛不能暂停：其他人仍在继续比赛。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="276"/>
        <source>Go!</source>
        <translation>开始！</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="277"/>
        <source>Race starts in {0}…</source>
        <translation>{0} 秒后开始比赛…</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="123"/>
        <source>No moves left: the tiles were shuffled for free.</source>
        <translation>已无可消除的方块：已免费重排。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="51"/>
        <source>Game {0} resumed: press {1} to play on.</source>
        <translation>已恢复第 {0} 局：按「{1}」继续。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="71"/>
        <source>{0} resumed: press {1} to play on.</source>
        <translation>{0} 已恢复：按「{1}」继续。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="95"/>
        <source>Combo ×{0}!</source>
        <translation>连击 ×{0}！</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="202"/>
        <source>This position can no longer be cleared: a refresh may save it.</source>
        <translation>当前局面已无法消完：重排也许还能挽救。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="80"/>
        <source>Those two tiles are different.</source>
        <translation>这两个方块的图案不同。</translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="89"/>
        <source>No line with at most two turns joins those tiles.</source>
        <translation>这两个方块无法用拐弯不超过两次的线连接。</translation>
    </message>
    <message>
        <location filename="../../controller/game_controller.py" line="135"/>
        <source>No deal could be made on the map {0} ({1}): the layout is played instead.</source>
        <translation>无法在地图 {0} 上发牌（{1}）：改为使用布局。</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="102"/>
        <source>How to Play</source>
        <translation>玩法说明</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="122"/>
        <source>A key of one letter or digit that uses up something you have few of (a hint, a refresh, Show Me, Undo to Winnable, a prop) asks first: the status line and the screen reader say what pressing it again uses; any other key lets it be. The menu item and the button act at once. Settings ▸ Preferences… ▸ Keyboard turns every key of one letter or digit off; then only the keys with Ctrl or F work, and the table above lists only those.</source>
        <translation>会用掉稀缺之物（提示、重排、演示、撤销到可解局面、道具）的单个字母或数字键会先询问：状态栏和读屏软件会说出再按一次将用掉什么；按其他任意键则作罢。菜单项和按钮会立即生效。设置 ▸ 偏好设置… ▸ 键盘 可关闭所有单个字母或数字键；之后只有带 Ctrl 的键和 F 功能键有效，上表也只列出这些键。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="132"/>
        <source>Sound cues, in the Preferences, let you play without looking: each pick, mismatch, pair removed and hint has a sound of its own, the clock beeps once at 30 s left and three times at 10 s, and the keyboard cursor knocks when it wraps round an edge and ticks on an empty cell.</source>
        <translation>在偏好设置中开启提示音，不看屏幕也能玩：每次选择、配对失败、消除一对和提示都有各自的声音；剩 30 秒时计时响一声，剩 10 秒时响三声；键盘光标越过边缘绕回时有敲击声，停在空格上时有轻响。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="150"/>
        <source>How to play 连连看</source>
        <translation>连连看玩法</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="159"/>
        <source>Click two tiles with the same picture. They vanish when a line with at most three straight segments (at most two turns) joins them through empty cells. The line may also run along the empty ring around the board.</source>
        <translation>点击两个图案相同的方块。如果能用一条穿过空位、最多由三段直线组成（即最多拐两个弯）的线把它们连起来，这两个方块就会消除。连线也可以沿棋盘外围的一圈空白走。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="166"/>
        <source>Clear the whole board before the time runs out. A game on this board starts with %n second(s) on the clock, and every pair you remove adds {0} s. The clock waits for your first move, and stops while a window covers the board.</source>
        <translation>
            <numerusform>在时间耗尽前消完整个棋盘。这个棋盘一局开始时有 %n 秒，每消除一对再加 {0} 秒。计时从你的第一步开始，有窗口遮住棋盘时暂停。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="173"/>
        <source>Clear the whole board. Your games are untimed: take your time.</source>
        <translation>消完整个棋盘。你的对局不限时，慢慢来。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="177"/>
        <source>Which pairs link</source>
        <translation>哪些方块能连</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="181"/>
        <source>Straight</source>
        <translation>直线</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="182"/>
        <source>Nothing stands between the two tiles, so a straight line joins them.</source>
        <translation>中间没有阻挡，直线就能连上。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="184"/>
        <source>One turn</source>
        <translation>拐一个弯</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="184"/>
        <source>The line bends once to get around the other tiles.</source>
        <translation>连线拐一次弯，绕开其他方块。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="186"/>
        <source>Two turns</source>
        <translation>拐两个弯</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="187"/>
        <source>Three straight segments are the most a line may have.</source>
        <translation>一条连线最多只能有三段直线。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="190"/>
        <source>Around the edge</source>
        <translation>绕外圈</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="191"/>
        <source>The line may leave the board and run along the empty ring around it.</source>
        <translation>连线可走出棋盘，沿外圈绕行。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="194"/>
        <source>No link</source>
        <translation>不能连</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="195"/>
        <source>Every line between these two tiles would need three turns: one too many.</source>
        <translation>至少要拐三个弯，多了一个。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="209"/>
        <source>When you are stuck</source>
        <translation>卡住了怎么办</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="215"/>
        <source>Highlights a pair you can remove and shows its line. You get %n hint(s) per game.</source>
        <translation>
            <numerusform>标出一对可以消除的方块并显示连线。每局可用 %n 次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="224"/>
        <source>The solver plays on from where you are, pair by pair, and you watch. Each pair it removes costs one hint, and it stops when your hints run out; it needs the solver to have found a way, and the button appears when you have not removed a pair for %n second(s). Press {0} again, click the board or press Esc to take over. The clock keeps running; its pairs earn no points, no time and no combo.</source>
        <translation>
            <numerusform>求解器从当前局面一对一对地接着消，你在一旁观看。它每消除一对花掉一次提示，提示用完就停下；只有求解器找到了解法时才能使用，你 %n 秒没有消掉一对时，侧栏会出现这个按钮。再按 {0}、点击棋盘或按 Esc 即可接手。演示期间时钟照常走；演示消掉的对子不得分、不加时，也不算连击。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="237"/>
        <source>Shuffles the tiles that are left. You get %n refresh(es) per game. When no move is left at all, the game shuffles for you, free of charge.</source>
        <translation>
            <numerusform>打乱剩余方块的位置。每局可用 %n 次。如果已经没有可以消除的方块，游戏会自动免费重排。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="252"/>
        <source>Puts the last pair back. It costs the points that pair earned plus %n more point(s), and the combo starts again.</source>
        <translation>
            <numerusform>放回上一对方块。扣除这对方块所得的分数，另外再扣 %n 分，连击也重新开始。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="292"/>
        <source>Each pair is worth %n point(s), multiplied by your combo.</source>
        <translation>
            <numerusform>每对方块得 %n 分，再乘以连击数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="304"/>
        <source>Clear the board and every second left on the clock earns %n point(s).</source>
        <translation>
            <numerusform>清空棋盘后，剩余时间每秒奖励 %n 分。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="321"/>
        <source>A game won counts with its score. A run of levels is one game: when the clock ends it, its whole score counts; given up for another game, only the points of the levels it cleared count, so giving up never pays better than playing on. A single game lost or given up does not count. A race counts only when you win it. A run&apos;s row holds the time and the hints of all its levels.</source>
        <translation>赢下的一局按其得分计入。一轮闯关算作一局：时间用完而结束时，全部得分都计入；中途放弃改玩别的时，只计入已通过各关的得分，所以放弃永远不会比继续玩更划算。单局输掉或放弃都不计入。对战只有赢了才计入。一轮闯关在排行榜上的用时和提示包括它所有的关卡。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="329"/>
        <source>The daily game has a table of its own for each day, and only its first game counts: played again (won or lost once already), it enters no table, and says so as it starts.</source>
        <translation>每日一局每天有自己的排行榜，只有第一次玩的那局计入：再玩一次（已经赢过或输过）不进入任何排行榜，开局时会说明。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="338"/>
        <source>The statistics count every game once, when it ends, and a board&apos;s best score there is the best of its table. A run of levels is never won: it counts apart from single games, with the level it reached and its levels won (the levels cleared of the levels played, each run playing one it does not clear).</source>
        <translation>统计在每局结束时计入一次，统计里某个棋盘的最高分就是它排行榜上的最高分。一轮闯关没有“赢”：它与单局分开统计，记录到达的关卡和过关率（通过的关卡占所玩关卡的比例，每轮都有一关没有通过）。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="352"/>
        <source>Versus</source>
        <translation>对战</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="355"/>
        <source>Game ▸ Versus… (or llk --versus N) races you against 1 to 5 computer players, each on a copy of your board: the first to clear it wins. When the time runs out, places go by pairs removed. Their boards show live on the left; the crown marks the leader.</source>
        <translation>游戏 ▸ 对战…（或 llk --versus N）让你与 1 到 5 名电脑玩家比赛，每人一副与你相同的牌：先清空者获胜。时间到时按消除的对数排名。他们的棋盘实时显示在左侧；皇冠标出领先者。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="364"/>
        <source>QQ&apos;s rule (on unless you turn it off): a player who removes nothing for 30 seconds is out. Pause holds every player.</source>
        <translation>QQ 规则（默认开启）：30 秒没有消除任何一对的玩家出局。暂停会让所有玩家暂停。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="375"/>
        <source>no key</source>
        <translation>无按键</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="383"/>
        <source>Undo works as in a single game and costs the same, but never takes back a rival&apos;s prop: a mirror or blocks on your board end your undo history there.</source>
        <translation>撤销与单人游戏相同，代价也相同，但不会撤回对手的道具：你棋盘上的镜像或障碍会让撤销记录在此结束。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="394"/>
        <source>Even plays at your own median pace on the board, from your statistics. Your versus rating moves with each race, against each strength.</source>
        <translation>“势均力敌”按你在此棋盘上的中位速度（来自你的统计）来玩。你的对战积分随每场比赛、按对手水平变化。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="401"/>
        <source>Racing people online</source>
        <translation>网络对战</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="404"/>
        <source>Game ▸ Race Online… races up to five people at their own computers, at a table on an XMPP server: use the account you have on any server with group chat (name@server.org), or make one from LLK where the server allows it. It needs LLK&apos;s online extra; the menu item says how to add it.</source>
        <translation>游戏 ▸ 网络对战… 让你在 XMPP 服务器上的一张牌桌，与最多五位各自电脑前的真人比赛：用你在任何提供群聊的服务器上已有的账号（name@server.org），或在服务器允许时从 LLK 注册一个。它需要 LLK 的 online 扩展；菜单项会告诉你如何安装。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="413"/>
        <source>The host makes a table and sends its code to the others; each pastes the code, joins, and says they are ready. The host may fill empty seats with computer players, and starts the race.</source>
        <translation>桌主开一桌并把牌桌代码发给其他人；每人粘贴代码、入座，并表示已准备。桌主可以让电脑玩家坐满空位，然后开始比赛。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="418"/>
        <source>Or the host clicks Invite… at the table and ticks contacts who are online (those in the account&apos;s contact list). Whoever waits in Race Online (Wait for Invitations) sees &quot;NAME invites you to a race&quot; and clicks Join; in another chat program, the invitation holds the code.</source>
        <translation>桌主也可以在牌桌上点“邀请…”，勾选在线的联系人（账号联系人名单里的人）。在“网络对战”里点了“等待邀请”的人会看到“某某 邀请你比赛”，点“入座”即可；用其他聊天程序的人会在邀请里看到牌桌代码。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="424"/>
        <source>After the results the table stays open: Race Again (or Race Online…) brings it back, everyone says again they are ready, and the host starts the next race. A race online does not move your Versus rating.</source>
        <translation>比赛结束后牌桌仍然保留：点“再比一场”（或“网络对战…”）回到牌桌，大家重新准备，由桌主开始下一场。网络比赛不影响你的对战积分。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="429"/>
        <source>The host&apos;s computer is the referee: it checks every move, and only what it accepted counts. A network race has no pause.</source>
        <translation>桌主的电脑是裁判：它检查每一步，只有它接受的才算数。网络对战不能暂停。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="433"/>
        <source>Lost the connection? The game reconnects by itself and you race on with nothing lost; QQ&apos;s rule puts out a racer away for 30 seconds. If the host leaves, the race ends with the places so far.</source>
        <translation>断线了？游戏会自动重连，你可以接着比赛，什么都不会丢；按 QQ 的规则，离开 30 秒的玩家出局。桌主离开时，比赛按当时的名次结束。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="438"/>
        <source>Your password stays in your desktop&apos;s keyring if you ask, and is never written to a file; without a keyring it is asked each time.</source>
        <translation>如果你选择，密码会保存在桌面的密钥环中，绝不会写入文件；没有密钥环时每次都会询问。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="445"/>
        <source>Campaign</source>
        <translation>闯关</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="448"/>
        <source>Game ▸ Campaign… (or llk --campaign) opens the level map: five chapters of twelve levels, each bringing something new, level 12 a boss. A level cleared opens the next and earns 1 to 3 stars: 3 without a hint at 2 s a pair or better, 2 with at most one hint at 3.5 s a pair; two thirds of a chapter&apos;s stars open the next chapter. Game ▸ Achievements… lists the feats that earn a note over the board.</source>
        <translation>游戏 ▸ 闯关…（或 llk --campaign）打开关卡地图：五章，每章十二关，每章都带来新东西，第 12 关是首领关。清空一关就会开放下一关，并获得 1 到 3 颗星：不用提示且每对 2 秒或更快得 3 颗，最多用一次提示且每对 3.5 秒得 2 颗；一章获得三分之二的星星就会开放下一章。游戏 ▸ 成就… 列出会在棋盘上弹出提示的各项成就。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="458"/>
        <source>Need more time? Settings ▸ Preferences… ▸ Campaign clock gives every level half as long again (relaxed) or no clock at all (untimed), its high scores in the table of that pace. The stars still go by the level&apos;s own clock, so the assist makes no star cheaper; stars earned only with it are marked {0} on the level map, and they open chapters like any others.</source>
        <translation>需要更多时间？设置 ▸ 偏好设置… ▸ 闯关计时 可让每关的时间多一半（宽松），或完全不计时（不限时），成绩记入该节奏的排行榜。星星仍按关卡本身的计时评定，所以这一辅助不会让星星更容易得到；只靠它得到的星星在关卡地图上标有 {0}，它们和其他星星一样可以开放新章节。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="469"/>
        <source>Playing by keyboard and screen reader</source>
        <translation>用键盘和读屏软件玩</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="613"/>
        <source>The arrow keys and Page Up and Page Down scroll the page.</source>
        <translation>方向键和 Page Up、Page Down 键可滚动本页。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="481"/>
        <source>A screen reader (Orca, NVDA, Narrator, VoiceOver) reads the board as a table: each cell says its row, its column and what is on it, such as “row 2, column 3, banana”, “empty”, “stone” or “hidden” under fog, and whether it is selected or hinted. The cell under the cursor is the reader&apos;s place.</source>
        <translation>读屏软件（Orca、NVDA、讲述人、VoiceOver）把棋盘读作表格：每个格子说出它的行、列和上面的东西，例如“第 2 行，第 3 列，香蕉”“空”“石块”，雾下的读作“看不见”，还会说出是否已选中或被提示。光标所在的格子就是读屏软件的位置。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/how_to_play.py" line="534"/>
        <source>You are playing the map {0}: %n tile(s) on {1} × {2}.</source>
        <translation>
            <numerusform>你正在玩地图“{0}”：{1} × {2} 的棋盘上有 %n 块牌。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="544"/>
        <source>Your maps, and the ones you import there, are kept in {0}. A map is a plain text file (.llkmap) you can draw in any text editor, share or download.</source>
        <translation>你的地图和导入的地图都保存在 {0}。地图是纯文本文件（.llkmap），可以用任何文本编辑器画，也可以分享或下载。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="560"/>
        <source>Your games keep one shift mode: {0}. Choose Endless under Shifts in the Preferences to play a new mode every level.</source>
        <translation>你的游戏保持一种移动方式：{0}。在首选项的“移动”中选择“无尽”，每关换一种移动方式。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="565"/>
        <source>Endless</source>
        <translation>无尽</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="568"/>
        <source>In Endless the tiles slide after each removal, filling the gaps. Each level slides them its own way:</source>
        <translation>在无尽模式中，每消掉一对牌，牌就会滑动填补空位。每一关都有自己的滑动方式：</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="245"/>
        <source>Stops the clock and hides the board until you press {0} again.</source>
        <translation>停止计时并隐藏棋盘，再按一次 {0} 继续。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="260"/>
        <source>Takes the pair away again, for the points it first earned.</source>
        <translation>再次消除刚放回的一对方块，得分与第一次相同。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="265"/>
        <source>When the board can no longer be cleared, the status bar says how many moves ago it still could, and this undoes all of them at once (each costs what an undo costs).</source>
        <translation>当棋盘已无法消完时，状态栏会说明几步之前还能消完，这个操作会一次把这些步全部撤销（每一步的代价与一次撤销相同）。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="276"/>
        <source>To see where the tiles like one are, hold the right mouse button on it, or hold {0} with the keyboard cursor on it: every tile of that face lights up while you hold.</source>
        <translation>想看与某个方块相同的方块都在哪里，就在它上面按住鼠标右键，或把键盘光标移到它上面按住 {0}：按住期间，所有这种图案的方块都会亮起。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="283"/>
        <source>Pairs free, in the side panel, counts the pairs you could remove now. A pick that fails flashes its two tiles and shakes them (unless motion is reduced in the Preferences), and the status bar says why.</source>
        <translation>侧栏中的“可消对数”是现在可以消除的对数。选择失败时，两个方块会闪烁并抖动（除非在偏好设置中减少了动效），状态栏会说明原因。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="290"/>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="294"/>
        <source>Remove the next pair within {0} s of the last one and the combo grows by one, up to ×{1}. Wait longer and it starts again at ×1.</source>
        <translation>在上一次消除后 {0} 秒内再消除一对，连击数加一，最高 ×{1}。超过时间则从 ×1 重新开始。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="300"/>
        <source>Each pair also adds {0} s to the clock.</source>
        <translation>每消除一对方块还会加 {0} 秒。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="313"/>
        <source>High Scores and statistics</source>
        <translation>排行榜与统计</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="317"/>
        <source>Every board size, layout, shift mode and pace has its own table of the ten best scores: an untimed game only meets untimed ones.</source>
        <translation>每种棋盘大小、布局、移动方式和节奏都有自己的前十名排行榜：不限时的对局只和不限时的对局比。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="334"/>
        <source>Your name is asked only for a score that will stand in its table; the question before giving a game up says whether its score will.</source>
        <translation>只有能进入排行榜的得分才会询问你的名字；放弃一局之前的提问会告诉你它的得分是否会计入。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="345"/>
        <source>Esc never throws a game away: on the question at start it resumes the unfinished game, on the others it keeps the game in play.</source>
        <translation>按 Esc 绝不会丢掉一局：启动时的提问按 Esc 会继续未完成的那局，其他提问按 Esc 会保留当前这局。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="368"/>
        <source>Each combo of 5 earns a prop, 3 at most: keys 1, 2 and 3 use them, each pressed twice. Compass, Rearrange, Bomb and Hourglass help you; Mirror, Blocks, Freeze and Ban hit the rival you aimed at, else the one with the dashed frame. Aim with a click on a rival&apos;s card, with Game ▸ Aim at Next Rival ({0}), which goes round the rivals and says each, or with Tab to a card and Space. The card your props will hit has a {1}: with a solid frame if you aimed there, dashed if it is the race&apos;s choice.</source>
        <translation>每 5 连击获得一个道具，最多 3 个：按 1、2、3 键使用，每个键要按两次。指南针、重排、炸弹和沙漏帮助你自己；镜像、障碍、冰冻和禁手打击你瞄准的对手，否则打击虚线框标出的那位。瞄准的方法：点击对手的卡片；或用 游戏 ▸ 瞄准下一名对手（{0}），它会依次轮换对手并读出每一位；或按 Tab 移到卡片上再按空格。道具将要打击的卡片带有 {1}：你亲自瞄准的是实线框，比赛自动选择的是虚线框。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="377"/>
        <source>Whom a prop hits, unless a card is clicked: whoever hit its user last, while they still race; else the nearest player in the standings, the one just ahead before the one just behind. So the leader is hit by those close behind, not by everyone.</source>
        <translation>未点击卡片时道具打击谁：最近一次攻击使用者且仍在比赛的玩家；否则是排名最接近的玩家，紧跟在前者优先于紧随在后者。因此领先者只会被紧追其后的人攻击，而不是被所有人攻击。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="388"/>
        <source>The computer players follow rules you can count on: a bomb at once, a prop on an opponent as above, an hourglass under 20 s left, a rearrange when they see no pair. Beginners pick pairs at random now and then and refresh when they see one pair or none.</source>
        <translation>电脑玩家遵循可预期的规则：炸弹立即使用，攻击道具按上述规则选择目标，剩余不到 20 秒时用沙漏，看不到可消除的对时用重排。新手不时随机选对，只看到一对或没有时会重排。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="473"/>
        <source>The whole game plays from the keyboard: the board has the focus from the start, the arrows move the cursor over it (it wraps round the edges), Space or Enter picks the tile under it, Esc drops the pick. Tab goes between the board and the buttons, and the board shows its cursor when the focus comes back to it. The keys of every action are listed below.</source>
        <translation>整个游戏都能用键盘玩：棋盘从一开始就有焦点，方向键在棋盘上移动光标（到边缘会绕到另一边），空格或回车选中光标下的方块，Esc 取消选中。Tab 在棋盘和按钮之间切换，焦点回到棋盘时会显示光标。每个操作的按键列在下面。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="488"/>
        <source>The game says what happens, without moving the reader&apos;s place: the tile picked or unpicked, the pair removed and which tiles slid where (the first three, the others counted), what now stands under the cursor, why two tiles do not link, a hint&apos;s two cells, 30 and 10 seconds left, the answer to Still Winnable?, each new game and level, the race&apos;s count-in, its leaders, the rivals halfway and out, the props, the achievements; the result screen is read as it opens. The time bar is read in seconds. Settings ▸ Preferences… ▸ Speak game events: through the screen reader (Orca 43 and later), directly by the speech service (speech-dispatcher) whatever the reader, or off. Each is said once.</source>
        <translation>游戏会说出发生的事，而不移动读屏软件的位置：选中或取消选中的方块、消除的一对以及哪些方块滑到了哪里（前三个，其余只报数量）、光标下现在是什么、两个方块为什么连不上、提示的两个格子、还剩 30 秒和 10 秒、“还能消完吗？”的回答、每一局新游戏和每一关、对战的倒数、领先者、对手过半和出局、道具、成就；结果画面打开时会被朗读。时间条按秒朗读。设置 ▸ 偏好设置… ▸ 朗读游戏事件：通过读屏软件（Orca 43 及更高版本）、不论用哪种读屏软件都直接由语音服务（speech-dispatcher）朗读，或关闭。每件事只说一次。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="500"/>
        <source>View ▸ Tell Me says the state when asked, without costing anything: the score (in a race, your place too), the time left, the tiles left, the level, how many pairs are free (the number only: where they are is a hint&apos;s job), the tile picked, and whether the board can still be cleared. Each has a key of Ctrl+Shift and a letter, listed below.</source>
        <translation>视图 ▸ 朗读状态 会在你询问时说出当前状态，不花任何代价：得分（对战中还有你的名次）、剩余时间、剩余方块、关卡、可消对数（只报数量：在哪里是提示的事）、选中的方块，以及棋盘是否还能消完。每项都有一个 Ctrl+Shift 加字母的快捷键，列在下面。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="507"/>
        <source>Settings ▸ Preferences… has a high-contrast theme (black, white and yellow, with thick tile edges), which “Like the system” chooses when the desktop asks for high contrast. Every face differs from the others in shape, not only in colour. View ▸ Zoom In shows a big board bigger, scrolled to follow the cursor, and the zoom is kept for next time.</source>
        <translation>设置 ▸ 偏好设置… 里有高对比度主题（黑、白、黄，方块边框粗），桌面要求高对比度时“跟随系统”会选它。每种图案都与其他图案形状不同，不只是颜色不同。视图 ▸ 放大 会把大棋盘放大显示，并滚动跟随光标；缩放会保留到下次。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="514"/>
        <source>The Map Editor&apos;s grid reads as a table too: the arrows go from cell to cell, each read as “row 3, column 4, painted” or “empty”, and Space paints or erases the cell, said again with the tile count. Each chart of the statistics has a Table tab with its numbers.</source>
        <translation>地图编辑器的网格同样以表格朗读：方向键逐格移动，每格读作“第 3 行，第 4 列，已涂”或“空”；空格键涂上或擦除该格，并连同牌数再读一遍。统计中的每张图表都有“表格”页，列出其数字。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="520"/>
        <source>Each mark on a tile has a line of its own, in every theme: the picked tile a solid frame, a hint dashes, two tiles that do not link dashes and dots, the tiles of one face dots. The keyboard cursor is a double frame inside them, black and white.</source>
        <translation>每种标记都有自己的线型，各主题皆然：选中的方块是实线框，提示是虚线，连不上的两块是点划线，同一图案的方块是点线。键盘光标是标记内侧的黑白双线框。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="529"/>
        <source>Maps</source>
        <translation>地图</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="540"/>
        <source>Game ▸ Choose Map… lists the six layouts (their size is the board size in the Preferences), the maps LLK comes with, and your own.</source>
        <translation>“游戏 ▸ 选择地图…”列出六种布局（大小取自“首选项”中的棋盘大小）、LLK 自带的地图，以及你自己的地图。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="549"/>
        <source>A map deleted or damaged since never loses a saved game or a score: the game resumes, and the tables say the map is missing.</source>
        <translation>之后被删除或损坏的地图不会让存档或成绩丢失：游戏照常继续，成绩表会注明地图已不存在。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="557"/>
        <source>Shifts</source>
        <translation>方块移动</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="574"/>
        <source>Level {0}: {1}.</source>
        <translation>第 {0} 关：{1}。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="579"/>
        <source>After level {0} the order starts again from the first.</source>
        <translation>第 {0} 关之后，又从第一关的方式开始循环。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="586"/>
        <source>Each level&apos;s clock starts {0} % shorter than the one before, down to {1} % of level 1&apos;s ({2} s on this board). The seconds left when you clear a level earn points: they do not carry over to the next.</source>
        <translation>每一关的时间比上一关少 {0}%，最少为第 1 关的 {1}%（此棋盘上为 {2} 秒）。过关时剩下的秒数换成分数，不会带到下一关。</translation>
    </message>
    <message>
        <location filename="../../dialogs/how_to_play.py" line="118"/>
        <source>Keyboard</source>
        <translation>键盘操作</translation>
    </message>
</context>
<context>
    <name>InvitationFlow</name>
    <message>
        <location filename="../../flows/invitations.py" line="95"/>
        <source>Race me in LLK: in Game ▸ Race Online…, join with this code: {0}</source>
        <translation>来 LLK 和我比赛吧：在“游戏 ▸ 网络对战…”里用这个代码入座：{0}</translation>
    </message>
    <message>
        <location filename="../../flows/invitations.py" line="98"/>
        <source>Invited: {0}</source>
        <translation>已邀请：{0}</translation>
    </message>
    <message>
        <location filename="../../flows/invitations.py" line="143"/>
        <source>Signed in as {0}.</source>
        <translation>已登录：{0}。</translation>
    </message>
</context>
<context>
    <name>InvitationsBox</name>
    <message>
        <location filename="../../dialogs/invite.py" line="101"/>
        <source>Invitations</source>
        <translation>邀请</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="106"/>
        <source>Wait for In&amp;vitations</source>
        <translation>等待邀请(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="123"/>
        <source>Signed in: your contacts&apos; invitations show here.</source>
        <translation>已登录：联系人的邀请会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="126"/>
        <source>Sign in to see your contacts&apos; invitations to their tables here.</source>
        <translation>登录后，联系人请你去他们牌桌的邀请会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="137"/>
        <source>{0} invites you to a race</source>
        <translation>{0} 邀请你比赛</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="139"/>
        <source>Join</source>
        <translation>入座</translation>
    </message>
    <message>
        <location filename="../../dialogs/invite.py" line="143"/>
        <source>Decline</source>
        <translation>谢绝</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../view/labels.py" line="36"/>
        <source>None: tiles stay put</source>
        <translation>不移动：方块原地不动</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="37"/>
        <source>Down</source>
        <translation>向下</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="38"/>
        <source>Up</source>
        <translation>向上</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="39"/>
        <source>Left</source>
        <translation>向左</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="40"/>
        <source>Right</source>
        <translation>向右</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="41"/>
        <source>Out to the left and right</source>
        <translation>向左右两边</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="42"/>
        <source>Out to the top and bottom</source>
        <translation>向上下两边</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="43"/>
        <source>In toward the middle column</source>
        <translation>向中间一列靠拢</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="44"/>
        <source>In toward the middle row</source>
        <translation>向中间一行靠拢</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="48"/>
        <source>Tiles stay where they are</source>
        <translation>方块原地不动</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="49"/>
        <source>Tiles fall down</source>
        <translation>方块向下落</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="50"/>
        <source>Tiles rise up</source>
        <translation>方块向上升</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="51"/>
        <source>Tiles slide left</source>
        <translation>方块向左移</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="52"/>
        <source>Tiles slide right</source>
        <translation>方块向右移</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="53"/>
        <source>Tiles slide out to the left and right edges</source>
        <translation>方块向左右两边移开</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="54"/>
        <source>Tiles slide out to the top and bottom edges</source>
        <translation>方块向上下两边移开</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="55"/>
        <source>Tiles slide in toward the middle column</source>
        <translation>方块向中间一列靠拢</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="56"/>
        <source>Tiles slide in toward the middle row</source>
        <translation>方块向中间一行靠拢</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="59"/>
        <source>Full</source>
        <translation>满盘</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="60"/>
        <source>Column stripes</source>
        <translation>竖条</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="61"/>
        <source>Row stripes</source>
        <translation>横条</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="62"/>
        <source>Diamond</source>
        <translation>菱形</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="63"/>
        <source>Rings</source>
        <translation>回字环</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="64"/>
        <source>Cross</source>
        <translation>十字</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="67"/>
        <source>Compass</source>
        <translation>指南针</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="68"/>
        <source>Rearrange</source>
        <translation>重排</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="69"/>
        <source>Bomb</source>
        <translation>炸弹</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="70"/>
        <source>Hourglass</source>
        <translation>沙漏</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="71"/>
        <source>Mirror</source>
        <translation>镜像</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="72"/>
        <source>Blocks</source>
        <translation>障碍</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="73"/>
        <source>Freeze</source>
        <translation>冰冻</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="74"/>
        <source>Ban</source>
        <translation>禁手</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="77"/>
        <source>Shows a pair, without spending a hint</source>
        <translation>显示一对可消除的牌，不消耗提示</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="78"/>
        <source>Shuffles your tiles, without spending a refresh</source>
        <translation>重排你的牌，不消耗重排次数</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="79"/>
        <source>Takes a pair that links, for its points</source>
        <translation>消除一对可连的牌，并得分</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="80"/>
        <source>Puts 15 seconds on your clock</source>
        <translation>为你的时钟增加 15 秒</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="81"/>
        <source>Flips an opponent&apos;s board left to right</source>
        <translation>把对手的棋盘左右翻转</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="82"/>
        <source>Stands 4 stones on an opponent&apos;s board for 10 s</source>
        <translation>在对手棋盘上放 4 个石块，持续 10 秒</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="83"/>
        <source>No pair can go on an opponent&apos;s board for 5 s</source>
        <translation>对手 5 秒内无法消除</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="84"/>
        <source>An opponent can use no prop for 15 s</source>
        <translation>对手 15 秒内不能使用道具</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="98"/>
        <source>Beginner</source>
        <translation>新手</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="99"/>
        <source>Casual</source>
        <translation>休闲</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="100"/>
        <source>Skilled</source>
        <translation>熟练</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="101"/>
        <source>Expert</source>
        <translation>高手</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="102"/>
        <source>Master</source>
        <translation>大师</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="103"/>
        <source>Even</source>
        <translation>势均力敌</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="106"/>
        <source>Even: at your pace</source>
        <translation>势均力敌：按你的速度</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="110"/>
        <source>Cleared</source>
        <translation>已清空</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="111"/>
        <source>Still racing</source>
        <translation>仍在比赛</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="112"/>
        <source>Time up</source>
        <translation>时间到</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="113"/>
        <source>Out (30 s idle)</source>
        <translation>出局（30 秒未动）</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="114"/>
        <source>Stopped: the host left</source>
        <translation>中止：桌主已离开</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="117"/>
        <source>Versus</source>
        <translation>对战</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="118"/>
        <source>Pure race</source>
        <translation>纯竞速</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="121"/>
        <source>System Language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="126"/>
        <source>Relaxed</source>
        <translation>宽松</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="127"/>
        <source>Normal</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="129"/>
        <source>Untimed</source>
        <translation>不限时</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="132"/>
        <location filename="../../view/labels.py" line="143"/>
        <source>Like the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="133"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="134"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="135"/>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="138"/>
        <source>Smooth</source>
        <translation>流畅</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="144"/>
        <source>Full motion</source>
        <translation>完整动效</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="145"/>
        <source>Reduced motion</source>
        <translation>减少动效</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="149"/>
        <source>Through the screen reader</source>
        <translation>通过屏幕阅读器</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="150"/>
        <source>Directly (speech-dispatcher)</source>
        <translation>直接朗读（speech-dispatcher）</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="162"/>
        <source>Daily game of {0}</source>
        <translation>{0} 的每日一局</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="174"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="203"/>
        <source>{0}.</source>
        <translation>{0}。</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="208"/>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="301"/>
        <source>campaign level {0}-{1}</source>
        <translation>闯关第 {0}-{1} 关</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="303"/>
        <source>a map of your own</source>
        <translation>你自己的地图</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="304"/>
        <source>{0} (missing map)</source>
        <translation>{0}（地图已不存在）</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="324"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="325"/>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="326"/>
        <source>hard</source>
        <translation>难</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="327"/>
        <source>very hard</source>
        <translation>很难</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="328"/>
        <source>expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="128"/>
        <location filename="../../view/labels.py" line="139"/>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="35"/>
        <source>Endless: a new shift each level</source>
        <translation>无尽：每关换一种移动方式</translation>
    </message>
    <message>
        <location filename="../../view/labels.py" line="140"/>
        <location filename="../../view/labels.py" line="151"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>LetterKeys</name>
    <message>
        <location filename="../../view/access/letter_keys.py" line="142"/>
        <source>{0}: press {1} again to use it, any other key to keep it.</source>
        <translation>{0}：再按一次 {1} 即使用，按其他键则保留。</translation>
    </message>
</context>
<context>
    <name>LevelMap</name>
    <message>
        <location filename="../../dialogs/level_map.py" line="69"/>
        <source>Campaign</source>
        <translation>闯关</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="81"/>
        <source>Stars: {0} of {1}</source>
        <translation>星星：{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="87"/>
        <source>Campaign clock: {0}. Stars still go by each level&apos;s own clock; {1} marks stars earned only with more time or none (Settings ▸ Preferences…).</source>
        <translation>闯关计时：{0}。星星仍按每关本身的计时评定；{1} 标出只在加时或不计时下得到的星星（设置 ▸ 偏好设置…）。</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="94"/>
        <source>No campaign levels are installed.</source>
        <translation>没有安装闯关关卡。</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="96"/>
        <source>Play</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="117"/>
        <source>1 more star in chapter {1} opens this chapter.</source>
        <translation>第 {1} 章再得 1 颗星即可开放本章。</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="119"/>
        <source>{0} more stars in chapter {1} open this chapter.</source>
        <translation>第 {1} 章再得 {0} 颗星即可开放本章。</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="134"/>
        <source>Boss</source>
        <translation>首领</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="135"/>
        <location filename="../../dialogs/level_map.py" line="164"/>
        <source>Locked</source>
        <translation>未开放</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="162"/>
        <location filename="../../dialogs/level_map.py" line="180"/>
        <source>Level {0}-{1}</source>
        <translation>第 {0}-{1} 关</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="164"/>
        <location filename="../../dialogs/level_map.py" line="166"/>
        <location filename="../../dialogs/level_map.py" line="169"/>
        <location filename="../../dialogs/level_map.py" line="171"/>
        <source>{0}, {1}</source>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="165"/>
        <source>{0} of 3 stars</source>
        <translation>{0}/3 星</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="169"/>
        <source>best score {0}</source>
        <translation>最高分 {0}</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="171"/>
        <source>stars earned with more time or none</source>
        <translation>星星是在加时或不计时下得到的</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="176"/>
        <source>Level {0}-{1}: its stars earned with more time or none</source>
        <translation>第 {0}-{1} 关：星星是在加时或不计时下得到的</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="182"/>
        <source>Opens with the stars of the chapter before.</source>
        <translation>集齐上一章的星星后开放。</translation>
    </message>
    <message>
        <location filename="../../dialogs/level_map.py" line="183"/>
        <source>Opens when the level before is cleared.</source>
        <translation>清空上一关后开放。</translation>
    </message>
</context>
<context>
    <name>LinkError</name>
    <message>
        <location filename="../../online/table_link.py" line="107"/>
        <source>no answer from the server of {0}</source>
        <translation>{0} 的服务器没有回应</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="108"/>
        <source>the server offers no encryption (TLS)</source>
        <translation>服务器不提供加密（TLS）</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="109"/>
        <source>the server did not register {0}: {1}</source>
        <translation>服务器没有注册 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="110"/>
        <source>the server of {0} registers no accounts here</source>
        <translation>{0} 的服务器不允许在这里注册账号</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="111"/>
        <source>the server refused the password of {0}</source>
        <translation>服务器拒绝了 {0} 的密码</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="112"/>
        <source>no secure connection to the server: {0}</source>
        <translation>无法与服务器建立安全连接：{0}</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="113"/>
        <source>the table {0} is not there</source>
        <translation>牌桌 {0} 不存在</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="114"/>
        <source>the table {0} is there already</source>
        <translation>牌桌 {0} 已经存在</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="115"/>
        <source>the table {0} is not ready</source>
        <translation>牌桌 {0} 还没准备好</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="116"/>
        <source>{0} refused the seat: {1}</source>
        <translation>{0} 拒绝入座：{1}</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="117"/>
        <source>{0} did not answer</source>
        <translation>{0} 没有回应</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="118"/>
        <source>{0} refused the table&apos;s settings: {1}</source>
        <translation>{0} 拒绝了牌桌的设置：{1}</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="119"/>
        <source>{0} cannot make a table&apos;s room: no {1}</source>
        <translation>{0} 无法开设牌桌的房间：没有 {1}</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="120"/>
        <source>not at a table</source>
        <translation>不在牌桌上</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="121"/>
        <source>{0} did not ban {1}: {2}</source>
        <translation>{0} 没有封禁 {1}：{2}</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="122"/>
        <source>banned from the table {0}</source>
        <translation>已被牌桌 {0} 封禁</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="123"/>
        <source>{0} did not say where its rooms are</source>
        <translation>{0} 没有说明它的聊天室在哪里</translation>
    </message>
    <message>
        <location filename="../../online/table_link.py" line="124"/>
        <source>{0} offers no rooms for a table</source>
        <translation>{0} 不提供开设牌桌的聊天室</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../view/main_window.py" line="70"/>
        <source>LLK — 连连看</source>
        <translation>LLK — 连连看</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="196"/>
        <source>The new language applies from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="208"/>
        <source>Yes: this board can still be cleared.</source>
        <translation>可以：这盘还能全部消完。</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="210"/>
        <source>No: this board can no longer be cleared. A refresh may save it.</source>
        <translation>不行：这盘已无法消完。重排也许还能挽救。</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="212"/>
        <source>Not sure yet: still thinking it over, the answer follows.</source>
        <translation>还说不准：正在继续思考，稍后给出答案。</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="213"/>
        <source>Could not tell whether this board can still be cleared.</source>
        <translation>没能判断这盘是否还能消完。</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="217"/>
        <source>LLK</source>
        <translation>LLK</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="225"/>
        <source>That tile set is not installed; LLK&apos;s own tiles are used.</source>
        <translation>该牌面套装未安装；改用 LLK 自带的牌面。</translation>
    </message>
    <message>
        <location filename="../../view/main_window.py" line="227"/>
        <source>That background is not installed; LLK&apos;s own is used.</source>
        <translation>该背景未安装；改用 LLK 自带的背景。</translation>
    </message>
</context>
<context>
    <name>MapCanvas</name>
    <message>
        <location filename="../../view/map_canvas.py" line="95"/>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="97"/>
        <source>Arrow keys move between the cells, Space paints or erases one.</source>
        <translation>方向键在格子间移动，空格键涂上或擦除一格。</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="182"/>
        <source>painted</source>
        <translation>已涂</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="244"/>
        <source>{0}. {1}</source>
        <translation>{0}。{1}</translation>
    </message>
</context>
<context>
    <name>MapChooser</name>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="88"/>
        <source>Choose a Map</source>
        <translation>选择地图</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="94"/>
        <source>All sizes</source>
        <translation>所有大小</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="95"/>
        <source>Small (up to 100 tiles)</source>
        <translation>小（最多 100 块）</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="96"/>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="97"/>
        <source>Big (250 tiles or more)</source>
        <translation>大（250 块及以上）</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="98"/>
        <source>Not cleared yet</source>
        <translation>还没通关的</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="104"/>
        <source>Layouts, then maps</source>
        <translation>先布局，后地图</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="105"/>
        <source>By name</source>
        <translation>按名称</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="106"/>
        <source>By tiles</source>
        <translation>按块数</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="107"/>
        <source>By board size</source>
        <translation>按棋盘大小</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="112"/>
        <source>Maps</source>
        <translation>地图</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="126"/>
        <source>&amp;Random Map</source>
        <translation>随机地图(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="127"/>
        <source>&amp;Next Not Cleared</source>
        <translation>下一张未通关(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="128"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="129"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="132"/>
        <source>&amp;Play</source>
        <translation>开始(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="140"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="140"/>
        <source>Order:</source>
        <translation>排序：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="212"/>
        <source>You have cleared every one of them!</source>
        <translation>你已经全部通关了！</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/map_chooser.py" line="254"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 块</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="255"/>
        <source>{0} × {1}</source>
        <translation>{0} × {1}</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="256"/>
        <source>best {0}</source>
        <translation>最高 {0} 分</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="257"/>
        <source>cleared</source>
        <translation>已通关</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="257"/>
        <source>not cleared yet</source>
        <translation>尚未通关</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="258"/>
        <source>size from the Preferences</source>
        <translation>大小取自首选项</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="259"/>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="273"/>
        <source>difficulty {0} {1} ({2}/100)</source>
        <translation>难度 {0} {1}（{2}/100）</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_chooser.py" line="278"/>
        <source>No map of this size.</source>
        <translation>没有这种大小的地图。</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <location filename="../../dialogs/map_editor.py" line="65"/>
        <source>Map Editor</source>
        <translation>地图编辑器</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="80"/>
        <source>Mirror left–right</source>
        <translation>左右镜像</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="81"/>
        <source>Mirror top–bottom</source>
        <translation>上下镜像</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="82"/>
        <source>Fill tool</source>
        <translation>填充工具</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="88"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="89"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="90"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="91"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="92"/>
        <source>&amp;Play</source>
        <translation>开始(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="93"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="57"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="58"/>
        <source>Stone</source>
        <translation>石块</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="59"/>
        <source>Iced tile</source>
        <translation>冰冻牌</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="60"/>
        <source>Locked tile</source>
        <translation>锁住的牌</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="61"/>
        <source>Key tile</source>
        <translation>钥匙牌</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="62"/>
        <source>Fogged tile</source>
        <translation>迷雾牌</translation>
    </message>
    <message>
        <location filename="../../view/map_canvas.py" line="63"/>
        <source>Timer tile</source>
        <translation>计时牌</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="113"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="114"/>
        <source>Chinese name:</source>
        <translation>中文名称：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="115"/>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="116"/>
        <source>Columns:</source>
        <translation>列数：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="120"/>
        <source>Paint:</source>
        <translation>画笔：</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="126"/>
        <source>A fair deal under each shift mode:</source>
        <translation>各移动方式下能否公平发牌：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/map_editor.py" line="183"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 块</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="184"/>
        <source>odd: tiles go in pairs</source>
        <translation>奇数：牌要成对</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="191"/>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="217"/>
        <location filename="../../dialogs/map_editor.py" line="223"/>
        <location filename="../../dialogs/map_editor.py" line="226"/>
        <source>Not saved: {0}.</source>
        <translation>未保存：{0}。</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="230"/>
        <source>Saved as {0}, without the shift modes it has no fair deal under: {1}.</source>
        <translation>已保存为 {0}，并去掉了无法公平发牌的移动方式：{1}。</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="234"/>
        <source>Saved as {0}.</source>
        <translation>已保存为 {0}。</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="271"/>
        <source>Unsaved map</source>
        <translation>未保存的地图</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="272"/>
        <source>The map has changes that are not saved. Save them before closing?</source>
        <translation>地图有未保存的更改。关闭前要保存吗？</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="298"/>
        <source>✓ fair ({0:.2f} s)</source>
        <translation>✓ 公平（{0:.2f} 秒）</translation>
    </message>
    <message>
        <location filename="../../dialogs/map_editor.py" line="300"/>
        <source>✗ none found ({0:.2f} s)</source>
        <translation>✗ 未找到（{0:.2f} 秒）</translation>
    </message>
</context>
<context>
    <name>MapFlow</name>
    <message>
        <location filename="../../flows/maps.py" line="118"/>
        <source>Give up the game in progress and play {0}?</source>
        <translation>放弃正在进行的游戏，改玩“{0}”？</translation>
    </message>
    <message>
        <location filename="../../flows/maps.py" line="137"/>
        <location filename="../../flows/maps.py" line="148"/>
        <source>Import Maps</source>
        <translation>导入地图</translation>
    </message>
    <message>
        <location filename="../../flows/maps.py" line="137"/>
        <location filename="../../flows/maps.py" line="157"/>
        <source>LLK maps (*.llkmap)</source>
        <translation>LLK 地图 (*.llkmap)</translation>
    </message>
    <message>
        <location filename="../../flows/maps.py" line="155"/>
        <location filename="../../flows/maps.py" line="164"/>
        <source>Export Map</source>
        <translation>导出地图</translation>
    </message>
</context>
<context>
    <name>MapFolder</name>
    <message>
        <location filename="../../store/map_folder.py" line="86"/>
        <source>{0}: imported without the shift modes it has no fair deal under ({1}).</source>
        <translation>{0}：已导入，但去掉了无法公平发牌的移动方式（{1}）。</translation>
    </message>
    <message>
        <location filename="../../store/map_folder.py" line="92"/>
        <source>The map could not be written to {0} ({1}).</source>
        <translation>地图无法写入 {0}（{1}）。</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../../view/actions.py" line="280"/>
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="280"/>
        <source>Open the preferences.</source>
        <translation>打开偏好设置。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="282"/>
        <source>&amp;Sound</source>
        <translation>音效(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="292"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="293"/>
        <source>Show the board bigger (Ctrl and the wheel over the board zoom too).</source>
        <translation>放大显示棋盘（在棋盘上按住 Ctrl 转动滚轮也可缩放）。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="297"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="297"/>
        <source>Show the board smaller.</source>
        <translation>缩小显示棋盘。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="302"/>
        <source>&amp;Fit Board</source>
        <translation>整盘显示(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="304"/>
        <source>Show the whole board in the window again.</source>
        <translation>重新在窗口中显示整个棋盘。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="308"/>
        <source>&amp;How to Play</source>
        <translation>玩法说明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="308"/>
        <source>Open the How to Play page.</source>
        <translation>打开玩法说明。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="310"/>
        <source>&amp;About LLK</source>
        <translation>关于 LLK(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="317"/>
        <source>Say &amp;Score</source>
        <translation>朗读得分(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="319"/>
        <source>Say the score (and your place in a race).</source>
        <translation>朗读得分（对战中还有你的名次）。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="322"/>
        <source>Say &amp;Time Left</source>
        <translation>朗读剩余时间(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="322"/>
        <source>Say the time left.</source>
        <translation>朗读剩余时间。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="326"/>
        <source>Say Tiles &amp;Left</source>
        <translation>朗读剩余方块(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="328"/>
        <source>Say how many tiles are left.</source>
        <translation>朗读还剩多少方块。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="332"/>
        <source>Say Le&amp;vel</source>
        <translation>朗读关卡(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="334"/>
        <source>Say the level and how its tiles shift.</source>
        <translation>朗读关卡及方块的移动方式。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="338"/>
        <source>Say Pairs &amp;Free</source>
        <translation>朗读可消对数(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="340"/>
        <source>Say how many pairs could be removed now (not where: that is a hint).</source>
        <translation>朗读现在可消除的对数（不说在哪里：那是提示的事）。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="344"/>
        <source>Say &amp;Picked Tile</source>
        <translation>朗读已选方块(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="346"/>
        <source>Say the tile picked, and where it stands.</source>
        <translation>朗读已选中的方块及其位置。</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="350"/>
        <source>Say Still &amp;Winnable?</source>
        <translation>朗读还能消完吗?(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../view/actions.py" line="352"/>
        <source>Ask whether the board can still be cleared, and say the answer.</source>
        <translation>询问棋盘是否还能消完，并朗读答案。</translation>
    </message>
</context>
<context>
    <name>MenuBar</name>
    <message>
        <location filename="../../view/menu_bar.py" line="13"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../view/menu_bar.py" line="34"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../view/menu_bar.py" line="37"/>
        <source>&amp;Tell Me</source>
        <translation>朗读状态(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../view/menu_bar.py" line="39"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../view/menu_bar.py" line="42"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../view/menu_bar.py" line="44"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>OnlineFlow</name>
    <message>
        <location filename="../../flows/online.py" line="136"/>
        <source>Racing online needs LLK&apos;s online extra: pip install &quot;llk[online]&quot;</source>
        <translation>网络对战需要 LLK 的 online 扩展：pip install &quot;llk[online]&quot;</translation>
    </message>
    <message>
        <location filename="../../flows/online.py" line="301"/>
        <source>Reconnecting… the race runs on at your table; the others catch up when back.</source>
        <translation>正在重新连接…比赛在你的牌桌上照常进行；其他人连回后会赶上进度。</translation>
    </message>
    <message>
        <location filename="../../flows/online_account.py" line="29"/>
        <source>Your address is an account&apos;s: name@server.org.</source>
        <translation>地址应是一个账号：name@server.org。</translation>
    </message>
    <message>
        <location filename="../../flows/online_account.py" line="35"/>
        <source>Your password, please.</source>
        <translation>请输入密码。</translation>
    </message>
    <message>
        <location filename="../../flows/online.py" line="190"/>
        <source>That is not a table&apos;s code: {0}</source>
        <translation>这不是牌桌代码：{0}</translation>
    </message>
    <message>
        <location filename="../../flows/online_table.py" line="248"/>
        <source>The host left: the table is closed.</source>
        <translation>桌主已离开：牌桌已关闭。</translation>
    </message>
    <message>
        <location filename="../../flows/online_table.py" line="300"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../../flows/online_table.py" line="301"/>
        <source>At the table.</source>
        <translation>已在牌桌。</translation>
    </message>
    <message>
        <location filename="../../flows/online_table.py" line="302"/>
        <source>Reconnecting…</source>
        <translation>正在重新连接…</translation>
    </message>
    <message>
        <location filename="../../flows/online_table.py" line="303"/>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
</context>
<context>
    <name>Passwords</name>
    <message>
        <location filename="../../store/secrets.py" line="50"/>
        <source>This desktop has no keyring: the password is asked each time.</source>
        <translation>此桌面没有密钥环：每次都会询问密码。</translation>
    </message>
    <message>
        <location filename="../../store/secrets.py" line="59"/>
        <source>The keyring did not keep the password ({0}).</source>
        <translation>密钥环未能保存密码（{0}）。</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../store/preferences.py" line="84"/>
        <source>Setting {0} had an unusable value {1!r}; using {2}.</source>
        <translation>设置项 {0} 的值 {1!r} 无效，已改用 {2}。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="113"/>
        <source>it is a link to {0}</source>
        <translation>它是指向 {0} 的链接</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="120"/>
        <source>it is too large</source>
        <translation>文件太大</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="122"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="124"/>
        <source>it cannot be read ({0})</source>
        <translation>无法读取（{0}）</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="131"/>
        <source>The settings folder {0} cannot be written; changes will not be kept.</source>
        <translation>设置文件夹 {0} 无法写入；更改将不会保存。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="151"/>
        <source>it holds binary data, not text</source>
        <translation>它含有二进制数据，不是文本</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="155"/>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文本</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="175"/>
        <source>The settings file {0} cannot be written; changes will not be kept.</source>
        <translation>无法写入设置文件 {0}，更改将不会保存。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="193"/>
        <source>The map {0} is missing or damaged; playing the layout instead.</source>
        <translation>地图 {0} 不见了或已损坏，改玩布局。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="246"/>
        <source>is the disk full?</source>
        <translation>磁盘可能已满</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="248"/>
        <source>The preferences could not be saved in {0} ({1}); they last until LLK closes.</source>
        <translation>偏好设置无法保存到 {0}（{1}）；在关闭 LLK 之前仍然有效。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="257"/>
        <source>The settings file {0} is unusable ({1}) and could not be moved aside ({2}).</source>
        <translation>设置文件 {0} 无法使用（{1}），也无法移到一旁（{2}）。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="261"/>
        <source>The settings file was unusable ({0}); kept it as {1} and started with the defaults.</source>
        <translation>设置文件无法使用（{0}）；已保留为 {1}，并使用默认设置。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="272"/>
        <source>The settings file {0} is damaged and could not be moved aside ({1}).</source>
        <translation>设置文件 {0} 已损坏，且无法备份（{1}）。</translation>
    </message>
    <message>
        <location filename="../../store/preferences.py" line="277"/>
        <source>The settings file was damaged; kept it as {0} and started with the defaults.</source>
        <translation>设置文件已损坏，原文件已另存为 {0}，现使用默认设置。</translation>
    </message>
</context>
<context>
    <name>PreferencesFlow</name>
    <message>
        <location filename="../../flows/preferences.py" line="71"/>
        <source>The new settings need a new deal. Give up the game in progress and deal one now? (Otherwise they apply from the next game.)</source>
        <translation>新的设置需要重新发牌。放弃当前的对局，现在重新发牌吗？（否则从下一局起生效。）</translation>
    </message>
</context>
<context>
    <name>ProgressKeeper</name>
    <message>
        <location filename="../../store/progress_keeper.py" line="29"/>
        <source>campaign progress</source>
        <translation>闯关进度</translation>
    </message>
    <message>
        <location filename="../../store/progress_keeper.py" line="30"/>
        <source>achievements</source>
        <translation>成就</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../../dialogs/questions.py" line="55"/>
        <source>Resume?</source>
        <translation>继续游戏？</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="37"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>还剩 %n 个方块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="39"/>
        <source>level {0}, %n tile(s) left</source>
        <translation>
            <numerusform>第 {0} 关，还剩 %n 个方块</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="41"/>
        <source>Resume your unfinished game {0} ({1})?</source>
        <translation>要继续未完成的第 {0} 局吗？（{1}）</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="69"/>
        <source>Give up this game?</source>
        <translation>放弃本局？</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="42"/>
        <source>Give Up and Start New</source>
        <translation>放弃并开新局</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="45"/>
        <source>Game {0} is unfinished ({1}). Resume it where you left it, or give it up and deal it again from the start?</source>
        <translation>第 {0} 局尚未完成（{1}）。从上次离开处继续，还是放弃它并从头重发？</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="48"/>
        <source>Give Up and Deal It Again</source>
        <translation>放弃并从头重发</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="51"/>
        <source>You asked for game {0}, but game {1} is unfinished ({2}). Resume game {1}, or give it up and play game {0}?</source>
        <translation>你要玩第 {0} 局，但第 {1} 局尚未完成（{2}）。继续第 {1} 局，还是放弃它改玩第 {0} 局？</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="54"/>
        <source>Give Up and Play Game {0}</source>
        <translation>放弃并玩第 {0} 局</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="57"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="77"/>
        <source>Don&apos;t ask again</source>
        <translation>不再询问</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="89"/>
        <source>If you give up, its score will not count in High Scores (only a won game, or the levels a run cleared, do). The statistics will count it as given up.</source>
        <translation>如果放弃，它的得分不会计入排行榜（只有赢下的一局，或一轮闯关中已通过的关卡才计入）。统计会把它记为放弃。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="94"/>
        <source>If you give up, the %n point(s) of the levels cleared are not enough for High Scores. The statistics will count it as given up.</source>
        <translation>
            <numerusform>如果放弃，已通过各关的 %n 分不够进入排行榜。统计会把它记为放弃。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="101"/>
        <source>If you give up, the %n point(s) of the levels cleared will be entered in High Scores (place {0}). The statistics will count it as given up.</source>
        <translation>
            <numerusform>如果放弃，已通过各关的 %n 分将计入排行榜（第 {0} 名）。统计会把它记为放弃。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="112"/>
        <source>Reset statistics?</source>
        <translation>重置统计？</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="113"/>
        <source>Forget every game counted in the statistics? This cannot be undone.</source>
        <translation>清除统计中记录的所有对局？此操作无法撤销。</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="128"/>
        <source>New high score</source>
        <translation>新纪录</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/questions.py" line="129"/>
        <source>%n point(s): a new high score! Your name:</source>
        <translation>
            <numerusform>%n 分，创造了新纪录！请输入你的名字：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="137"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="142"/>
        <source>Play game number</source>
        <translation>指定局号</translation>
    </message>
    <message>
        <location filename="../../dialogs/questions.py" line="143"/>
        <source>Game number (the same number deals the same board):</source>
        <translation>局号（相同的局号发出相同的牌局）：</translation>
    </message>
</context>
<context>
    <name>RaceKeeper</name>
    <message>
        <location filename="../../store/race_keeper.py" line="32"/>
        <source>saved race</source>
        <translation>保存的比赛</translation>
    </message>
    <message>
        <location filename="../../store/race_keeper.py" line="33"/>
        <source>versus record</source>
        <translation>对战记录</translation>
    </message>
</context>
<context>
    <name>RaceOnlineDialog</name>
    <message>
        <location filename="../../dialogs/race_online.py" line="79"/>
        <source>Race Online</source>
        <translation>网络对战</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="84"/>
        <source>Race people on their own computers, at a table on an XMPP server: with your own account (you@example.org), or one made here.</source>
        <translation>在 XMPP 服务器上的一张牌桌，与各自电脑前的真人比赛：用你自己的账号（you@example.org），或在这里新建一个。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="120"/>
        <source>Your account</source>
        <translation>你的账号</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="124"/>
        <source>you@example.org</source>
        <translation>you@example.org</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="125"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="129"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="130"/>
        <source>&amp;Remember the password in the keyring</source>
        <translation>在密钥环中记住密码(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="137"/>
        <source>This desktop has no keyring: the password is asked each time.</source>
        <translation>此桌面没有密钥环：每次都会询问密码。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="141"/>
        <source>Make a &amp;new account on this server</source>
        <translation>在此服务器上注册新账号(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="147"/>
        <source>Make a table</source>
        <translation>开一桌</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="151"/>
        <source>a random name</source>
        <translation>随机名称</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="152"/>
        <source>&amp;Table name:</source>
        <translation>桌名(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="154"/>
        <source>&amp;Make Table</source>
        <translation>开桌(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="161"/>
        <source>Join a table</source>
        <translation>加入一桌</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="163"/>
        <source>Table co&amp;de:</source>
        <translation>牌桌代码(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="168"/>
        <source>&amp;Join Table</source>
        <translation>入座(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="178"/>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="182"/>
        <source>Its c&amp;ode:</source>
        <translation>代码(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="190"/>
        <source>Cop&amp;y</source>
        <translation>复制(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="193"/>
        <source>Copy the table&apos;s code, to send it to the people you race.</source>
        <translation>复制牌桌代码，发给要一起比赛的人。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="203"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="205"/>
        <source>Waiting for racers…</source>
        <translation>等待对手入座…</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="208"/>
        <source>I am &amp;ready to race</source>
        <translation>我已准备好(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="225"/>
        <source>Computer players</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="227"/>
        <source>Computer players fill empty seats, as strong as in the Versus dialog.</source>
        <translation>电脑玩家坐满空座，强度与对战对话框中的设置相同。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="229"/>
        <source>&amp;Computer players:</source>
        <translation>电脑玩家(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="239"/>
        <source>&amp;Start Race</source>
        <translation>开始比赛(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="313"/>
        <source>ready</source>
        <translation>已准备</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="313"/>
        <source>not ready</source>
        <translation>未准备</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="315"/>
        <source>computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="317"/>
        <source>host</source>
        <translation>桌主</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_online.py" line="332"/>
        <source>Not ready yet: {0}</source>
        <translation>尚未准备好：{0}</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <location filename="../../view/race_panel.py" line="353"/>
        <source>{0} left the table.</source>
        <translation>{0} 离开了牌桌。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="382"/>
        <source>Place {0} of {1}</source>
        <translation>第 {0} 名（共 {1} 人）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../view/race_panel.py" line="383"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="390"/>
        <source>You take the lead.</source>
        <translation>你领先了。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="391"/>
        <source>You are in place {0} of {1}.</source>
        <translation>你排在第 {0} 名（共 {1} 人）。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="392"/>
        <source>{0} takes the lead.</source>
        <translation>{0}领先了。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="419"/>
        <source>{0} is halfway.</source>
        <translation>{0}已完成一半。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="421"/>
        <source>{0}: {1}.</source>
        <translation>{0}：{1}。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="451"/>
        <source>Combos of 5 earn props: at most 3 held.</source>
        <translation>5 连击获得道具：最多持有 3 个。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="503"/>
        <source>No rival to aim at.</source>
        <translation>没有可瞄准的对手。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="506"/>
        <source>Props aim at the race&apos;s choice, now {0}.</source>
        <translation>道具瞄准比赛自动选择的目标，现在是 {0}。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="507"/>
        <source>Props aim at {0}.</source>
        <translation>道具瞄准 {0}。</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="523"/>
        <source>{0} at {1}</source>
        <translation>{0}，对准 {1}</translation>
    </message>
</context>
<context>
    <name>RaceResults</name>
    <message>
        <location filename="../../dialogs/race_results.py" line="36"/>
        <source>Versus rating {0:.0f}{1} · races {2} · wins {3}</source>
        <translation>对战积分 {0:.0f}{1} · 比赛 {2} 场 · 胜 {3} 场</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="45"/>
        <source>Rivals beaten, by strength: {0}</source>
        <translation>按水平击败的对手：{0}</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="67"/>
        <source>Won: cleared the board</source>
        <translation>获胜：清空棋盘</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="68"/>
        <source>Won: most pairs</source>
        <translation>获胜：消除对数最多</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="78"/>
        <source>{0:.1f} s</source>
        <translation>{0:.1f} 秒</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="112"/>
        <source>Race Results</source>
        <translation>比赛结果</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="115"/>
        <source>You won the race!</source>
        <translation>你赢得了比赛！</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="117"/>
        <source>{0} won the race.</source>
        <translation>{0} 赢得了比赛。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="125"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="125"/>
        <source>The first clear wins; then the most pairs.</source>
        <translation>先清空者获胜；其次按消除对数排名。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="126"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="127"/>
        <source>Pairs</source>
        <translation>对数</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="127"/>
        <source>Pairs removed.</source>
        <translation>已消除的对数。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="129"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="131"/>
        <source>Race time when each player&apos;s race ended: their clear, their own clock running out (pairs and hourglasses add time to it), 30 s without a pair, or someone else&apos;s clear for those still racing.</source>
        <translation>每位玩家比赛结束时的比赛时间：清空棋盘、自己的时钟耗尽（消除和沙漏会为其加时）、30 秒未消除，或对仍在比赛者而言为他人清空棋盘之时。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="136"/>
        <source>Finish</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="136"/>
        <source>How each player&apos;s race ended.</source>
        <translation>每位玩家的比赛如何结束。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="137"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="138"/>
        <source>Props used</source>
        <translation>使用的道具</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="138"/>
        <source>The props each player used.</source>
        <translation>每位玩家使用的道具。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="139"/>
        <source>Received</source>
        <translation>受到的道具</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="139"/>
        <source>The props other players used on each player.</source>
        <translation>其他玩家对每位玩家使用的道具。</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="142"/>
        <source>Race results</source>
        <translation>比赛结果</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="170"/>
        <source>Race &amp;Again</source>
        <translation>再比一场(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_results.py" line="172"/>
        <source>&amp;Watch Again</source>
        <translation>观看回放(&amp;W)</translation>
    </message>
</context>
<context>
    <name>RaceWatch</name>
    <message>
        <location filename="../../dialogs/race_watch.py" line="72"/>
        <source>Watch Again</source>
        <translation>观看回放</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="97"/>
        <source>Position in the race</source>
        <translation>比赛进度</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="106"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="129"/>
        <source>Watch {0}</source>
        <translation>观看 {0}</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="133"/>
        <location filename="../../dialogs/race_watch.py" line="255"/>
        <source>Board of {0}</source>
        <translation>{0} 的牌面</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="148"/>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="160"/>
        <source>Space: play or pause · ← →: 5 s back or on · Home, End: start, end · ↑ ↓: another racer · + −: speed</source>
        <translation>空格：播放或暂停 · ← →：后退或前进 5 秒 · Home、End：开头、结尾 · ↑ ↓：换一位选手 · + −：速度</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="257"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="257"/>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/race_watch.py" line="263"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="265"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="266"/>
        <source>{0}: {1} · {2}</source>
        <translation>{0}：{1} · {2}</translation>
    </message>
    <message>
        <location filename="../../dialogs/race_watch.py" line="269"/>
        <source>{0:.1f} s of {1:.1f} s</source>
        <translation>{0:.1f} 秒 / {1:.1f} 秒</translation>
    </message>
</context>
<context>
    <name>RacerDriver</name>
    <message>
        <location filename="../../controller/racer_driver.py" line="172"/>
        <source>Back at the table: race on.</source>
        <translation>已回到牌桌：比赛继续。</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="245"/>
        <source>Reconnecting…</source>
        <translation>正在重新连接…</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="261"/>
        <source>You have no seat in this race.</source>
        <translation>你在这场比赛中没有座位。</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="319"/>
        <source>You are out of this race: 30 s without a pair (or away that long). You watch it to its end.</source>
        <translation>你已出局：30 秒未消除（或离开这么久）。请观看比赛直到结束。</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="322"/>
        <source>Out of this race: watching it to its end.</source>
        <translation>已出局：观看比赛直到结束。</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="338"/>
        <source>it was not a move</source>
        <translation>那不是有效的操作</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="339"/>
        <source>a cell off the board</source>
        <translation>格子不在牌面上</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="340"/>
        <source>another&apos;s seat</source>
        <translation>别人的座位</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="341"/>
        <source>faster than a person plays</source>
        <translation>比真人操作还快</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="342"/>
        <source>out of order</source>
        <translation>顺序不对</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="343"/>
        <source>you race no more</source>
        <translation>你已不在比赛中</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="344"/>
        <source>a race online has no pause</source>
        <translation>网络比赛不能暂停</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="345"/>
        <source>its copy of your board would not take it</source>
        <translation>桌主那里你的牌面不接受这一步</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="347"/>
        <source>The host refused your move ({0}): your board is the host&apos;s again.</source>
        <translation>桌主拒绝了你的操作（{0}）：你的牌面已恢复为桌主那里的样子。</translation>
    </message>
    <message>
        <location filename="../../controller/racer_driver.py" line="364"/>
        <source>The host left: the race ends.</source>
        <translation>桌主已离开：比赛结束。</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <location filename="../../dialogs/result_screen.py" line="99"/>
        <source>Level {0} is clear!</source>
        <translation>第 {0} 关通过！</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="101"/>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="103"/>
        <source>The time ran out on level {0}.</source>
        <translation>第 {0} 关时间用完。</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="105"/>
        <source>Time is up</source>
        <translation>时间到</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="126"/>
        <source>Time bonus ({0} s × {1}):</source>
        <translation>时间奖励（{0} 秒 × {1}）：</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="128"/>
        <source>Score:</source>
        <translation>得分：</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="128"/>
        <source>High Scores:</source>
        <translation>排行榜：</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="132"/>
        <location filename="../../dialogs/result_screen.py" line="217"/>
        <source>Next Level</source>
        <translation>下一关</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="132"/>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="134"/>
        <source>Look at the Board</source>
        <translation>看看棋盘</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="211"/>
        <source>Stars: {0}</source>
        <translation>星星：{0}</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="211"/>
        <source>Stars: {0} ({1})</source>
        <translation>星星：{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="215"/>
        <source>Level {0}-{1} is clear!</source>
        <translation>第 {0}-{1} 关完成！</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="219"/>
        <location filename="../../dialogs/result_screen.py" line="223"/>
        <source>Level Map</source>
        <translation>关卡地图</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="221"/>
        <source>Try Again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="241"/>
        <source>A replay of a daily game played already does not count.</source>
        <translation>已经玩过的每日一局，重玩不计入。</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="245"/>
        <source>A run counts once it has points.</source>
        <translation>一轮闯关有了得分才计入。</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="247"/>
        <source>A lost game does not count.</source>
        <translation>输掉的一局不计入。</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="249"/>
        <source>Not enough for this board&apos;s table.</source>
        <translation>不够进入这个棋盘的排行榜。</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="251"/>
        <source>Place {0} so far, if the run ended now.</source>
        <translation>如果现在结束，暂列第 {0} 名。</translation>
    </message>
    <message>
        <location filename="../../dialogs/result_screen.py" line="252"/>
        <source>Place {0} in this board&apos;s table!</source>
        <translation>在这个棋盘的排行榜上排第 {0} 名！</translation>
    </message>
</context>
<context>
    <name>RivalCard</name>
    <message numerus="yes">
        <location filename="../../view/race_panel.py" line="163"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="164"/>
        <source>combo {0}</source>
        <translation>连击 {0}</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="165"/>
        <source>done</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="173"/>
        <source>Away · {0} s</source>
        <translation>离开 · {0} 秒</translation>
    </message>
    <message>
        <location filename="../../view/race_panel.py" line="149"/>
        <source>Click to aim your next prop at {0}.</source>
        <translation>点击，把下一个道具对准 {0}。</translation>
    </message>
</context>
<context>
    <name>SaveKeeper</name>
    <message>
        <location filename="../../store/save_keeper.py" line="37"/>
        <source>saved game</source>
        <translation>存档</translation>
    </message>
    <message>
        <location filename="../../store/save_keeper.py" line="84"/>
        <source>The game could not be saved ({0}); the last save is kept.</source>
        <translation>无法保存对局（{0}）；保留上一次的存档。</translation>
    </message>
</context>
<context>
    <name>ScoreKeeper</name>
    <message>
        <location filename="../../store/score_keeper.py" line="37"/>
        <source>high scores</source>
        <translation>排行榜</translation>
    </message>
    <message numerus="yes">
        <location filename="../../store/score_keeper.py" line="117"/>
        <source>%n damaged high-score entries were left out.</source>
        <translation>
            <numerusform>已略去 %n 条损坏的排行榜记录。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../store/score_keeper.py" line="119"/>
        <source>%n damaged high-score entries were left out; the file was kept as {0}.</source>
        <translation>
            <numerusform>已略去 %n 条损坏的排行榜记录；原文件已保留为 {0}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoresDialog</name>
    <message>
        <location filename="../../dialogs/scores.py" line="43"/>
        <source>High Scores</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="59"/>
        <source>High scores</source>
        <translation>高分榜</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="51"/>
        <source>#</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="52"/>
        <source>Name</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="53"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="54"/>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="55"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="56"/>
        <source>Hints</source>
        <translation>用过提示</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="60"/>
        <source>No games finished on this board yet.</source>
        <translation>这种棋盘还没有成绩。</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="65"/>
        <source>&amp;Board:</source>
        <translation>棋盘(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="86"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../dialogs/scores.py" line="86"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dialogs/settings.py" line="168"/>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="218"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="230"/>
        <location filename="../../dialogs/versus.py" line="171"/>
        <source>{0} ({1} × {2})</source>
        <translation>{0} ({1} × {2})</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="232"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="255"/>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="256"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="221"/>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="222"/>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="223"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="224"/>
        <source>Huge</source>
        <translation>特大</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="225"/>
        <source>Giant</source>
        <translation>巨大</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="257"/>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="251"/>
        <source>Deal only boards that can be cleared</source>
        <translation>只发能全部消完的牌局</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="246"/>
        <source>More time on a campaign level&apos;s clock, or none. Stars still go by the level&apos;s own clock, and the level map marks those earned with the assist.</source>
        <translation>给闯关的每关更多时间，或不计时。星星仍按关卡本身的计时评定，关卡地图会标出借助这一辅助得到的星星。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="258"/>
        <source>Tile faces</source>
        <translation>图案种类</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="259"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="260"/>
        <source>Shifts</source>
        <translation>方块移动</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="261"/>
        <source>Fair deals</source>
        <translation>公平牌局</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="262"/>
        <source>Pace</source>
        <translation>节奏</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="263"/>
        <source>Campaign clock</source>
        <translation>闯关计时</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="264"/>
        <source>Hints per game</source>
        <translation>每局提示次数</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="265"/>
        <source>Refreshes per game</source>
        <translation>每局重排次数</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="277"/>
        <source>While playing</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="279"/>
        <source>Stop it while another window is active</source>
        <translation>切换到其他窗口时暂停计时</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="280"/>
        <source>Ask before giving up a game in progress</source>
        <translation>放弃进行中的对局前先询问</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="281"/>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="282"/>
        <source>New games</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="283"/>
        <source>Use single-letter keys (H, R, P, 1 to 3…)</source>
        <translation>使用单字母快捷键（H、R、P、1 到 3…）</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="286"/>
        <source>Off: letters and digits alone do nothing, and the menus show only the keys with Ctrl or F. On: a key that uses up a hint, a refresh or a prop asks to be pressed twice.</source>
        <translation>关闭时：单独按字母或数字键不起作用，菜单只显示带 Ctrl 的键和 F 功能键。打开时：会用掉提示、重排或道具的键需要按两次。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="291"/>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="295"/>
        <source>Look and sound</source>
        <translation>外观与声音</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="299"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="316"/>
        <source>Play sounds</source>
        <translation>播放音效</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="317"/>
        <source>Sound cues for playing without looking</source>
        <translation>不看屏幕也能玩的提示音</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="321"/>
        <source>Extra sounds: a hint, one beep at 30 s left and three at 10 s, a knock when the keyboard cursor wraps round an edge, a tick on an empty cell.</source>
        <translation>额外的声音：提示音；剩 30 秒时响一声，剩 10 秒时响三声；键盘光标越过边缘绕回时有敲击声，停在空格上时有轻响。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="328"/>
        <source>How a pick, a pair removed, a mismatch and why, a hint, the time running short and the result are spoken. Through the screen reader: as notifications it reads (Orca 43 and later). Directly: by the speech service (speech-dispatcher), whatever the screen reader. Each is said once.</source>
        <translation>选中方块、消除一对、两个方块为何不匹配、提示、时间将尽和结果如何朗读。通过屏幕阅读器：作为它会朗读的通知（Orca 43 及更新版本）。直接朗读：由语音服务（speech-dispatcher）朗读，与屏幕阅读器无关。每件事只说一次。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="336"/>
        <location filename="../../dialogs/settings.py" line="340"/>
        <source>LLK&apos;s own</source>
        <translation>LLK 自带</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="347"/>
        <source>Link line shown for</source>
        <translation>连线显示时长</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="348"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="349"/>
        <source>Motion</source>
        <translation>动效</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="350"/>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="352"/>
        <source>Speak game events</source>
        <translation>朗读游戏事件</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="353"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="354"/>
        <source>Tiles</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="355"/>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="356"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="361"/>
        <source>A new language applies from the next start.</source>
        <translation>更改语言后，下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="379"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="398"/>
        <source>The map in play, {0}, has a size of its own: a board size or layout chosen here leaves it for a board of that size.</source>
        <translation>正在玩的地图「{0}」有自己的尺寸：在这里选择棋盘大小或布局，就会离开这张地图，改玩该尺寸的棋盘。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/settings.py" line="472"/>
        <source>{0} has %n face(s), so a game uses at most %n.</source>
        <translation>
            <numerusform>{0} 有 %n 种图案，所以一局最多使用 %n 种。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/settings.py" line="518"/>
        <source>This board holds %n pair(s), so at most %n tile face(s).</source>
        <translation>
            <numerusform>此棋盘可放 %n 对方块，所以图案种类最多为 %n。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="504"/>
        <source>No clock: take your time.</source>
        <translation>不计时：慢慢来。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="303"/>
        <source>How fast tiles fade and slide. Off: nothing is animated and nothing moves; the link line and the points a pair earned still show.</source>
        <translation>方块淡出和滑动的快慢。关闭：没有任何动画，也没有任何移动；连线和消除一对所得的分数仍会显示。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="310"/>
        <source>Reduced motion: no tile slides, floats or shakes. Tiles that shift fade out and in at their new cell, the points fade in place, and the result screen shows its numbers at once, without confetti. Like the system follows the desktop&apos;s setting where Qt reports one (on Windows).</source>
        <translation>减少动效：方块不滑动、不飘起、不抖动。移位的方块在原位淡出、在新位置淡入，得分在原处淡去，结算画面直接显示数字，没有彩纸。“跟随系统”会在 Qt 能读到桌面设置的地方（Windows）遵从该设置。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="505"/>
        <source>{0} s on this board, plus {1} s for each pair removed.</source>
        <translation>这个棋盘共 {0} 秒，每消除一对再加 {1} 秒。</translation>
    </message>
    <message>
        <location filename="../../dialogs/settings.py" line="521"/>
        <source>This layout has an odd number of cells on a {0} × {1} board, but tiles come in pairs.</source>
        <translation>此布局在 {0} × {1} 的棋盘上格子数为奇数，但方块必须成对出现。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../view/side_panel.py" line="63"/>
        <source>Untimed: no time limit.</source>
        <translation>不限时：没有时间限制。</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="107"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="108"/>
        <source>Level</source>
        <translation>关卡</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="109"/>
        <source>Tiles left</source>
        <translation>剩余方块</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="110"/>
        <source>Pairs free</source>
        <translation>可消对数</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="111"/>
        <source>Game</source>
        <translation>局号</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="228"/>
        <source>Untimed</source>
        <translation>不限时</translation>
    </message>
    <message>
        <location filename="../../view/side_panel.py" line="234"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../store/single_instance.py" line="91"/>
        <source>LLK is already running: its window is brought to the front, and does what this start asks.</source>
        <translation>LLK 已在运行：已将其窗口移到最前，并由它执行本次启动的请求。</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="97"/>
        <source>LLK is already running: its window is brought to the front.</source>
        <translation>LLK 已在运行：已将其窗口移到最前。</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="100"/>
        <source>LLK is already running on the data folder {0} (process {1}) but does not answer; close it, or end that process, and start LLK again.</source>
        <translation>LLK 已在数据文件夹 {0} 上运行（进程 {1}），但没有响应；请关闭它或结束该进程，然后重新启动 LLK。</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="368"/>
        <source>it is a link</source>
        <translation>它是一个链接</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="370"/>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="372"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="374"/>
        <source>it is larger than {0} bytes</source>
        <translation>它大于 {0} 字节</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="378"/>
        <source>it names no process</source>
        <translation>其中没有进程号</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="393"/>
        <source>The lock file {0} is unusable ({1}) and could not be moved aside ({2}); this game does not keep a second LLK off its data folder.</source>
        <translation>锁文件 {0} 无法使用（{1}），且无法移到一旁（{2}）；本局游戏无法阻止另一个 LLK 使用同一数据文件夹。</translation>
    </message>
    <message>
        <location filename="../../store/single_instance.py" line="398"/>
        <source>The lock file {0} was unusable ({1}); kept it as {2}.</source>
        <translation>锁文件 {0} 无法使用（{1}）；已保留为 {2}。</translation>
    </message>
</context>
<context>
    <name>Speaker</name>
    <message>
        <location filename="../../view/access/speech.py" line="192"/>
        <source>The speech service (speech-dispatcher) does not answer: the game&apos;s news goes to the screen reader.</source>
        <translation>语音服务（speech-dispatcher）没有响应：游戏消息改由屏幕阅读器朗读。</translation>
    </message>
</context>
<context>
    <name>SpecialTilesHelp</name>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="60"/>
        <source>Special tiles</source>
        <translation>特殊牌</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="62"/>
        <source>Some maps hold special tiles. Each one changes a rule for its own tiles only.</source>
        <translation>有些地图上有特殊牌。每种只改变它自己那些牌的规则。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="70"/>
        <source>Stone</source>
        <translation>石块</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="71"/>
        <source>A stone is no tile: it never goes, and no line passes through it.</source>
        <translation>石块不是牌：它永远不会消失，连线也不能穿过它。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="78"/>
        <source>Ice</source>
        <translation>冰</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="79"/>
        <source>The first link of an iced pair only cracks its ice; link it again to remove it.</source>
        <translation>第一次连接冰冻的一对只会把冰敲裂；再连一次才会消掉。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="86"/>
        <source>Lock and key</source>
        <translation>锁与钥匙</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="87"/>
        <source>A locked tile links to nothing until the two key tiles are removed: then every lock opens.</source>
        <translation>锁住的牌不能和任何牌相连，直到两张钥匙牌被消掉：然后所有的锁都会打开。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="95"/>
        <source>Fog</source>
        <translation>迷雾</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="96"/>
        <source>A fogged tile hides its face until a tile beside it (not diagonally) goes.</source>
        <translation>迷雾牌会遮住牌面，直到它旁边（不算斜对角）的牌被消掉。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="103"/>
        <source>Timer</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="104"/>
        <source>Link it before its clock runs out to win seconds; each timer tile left then costs as many.</source>
        <translation>在倒计时结束前连掉它可以赢得秒数；届时剩下的每张计时牌都会扣掉同样的秒数。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="122"/>
        <source>Under a shift, stones stay put and the tiles pack against them; every other special tile slides with its tile, its ice, lock, fog or timer too.</source>
        <translation>牌移动时，石块原地不动，牌会靠着它们排紧；其他特殊牌都随牌一起滑动，冰、锁、迷雾和计时也跟着走。</translation>
    </message>
    <message>
        <location filename="../../dialogs/special_tiles_help.py" line="127"/>
        <source>A refresh deals new faces under the same specials: the ice, fog and timers stay on their cells, keys stay keys and locked tiles stay locked.</source>
        <translation>刷新会在同样的特殊牌下重新发牌面：冰、迷雾和计时留在原格，钥匙仍是钥匙，锁住的牌仍然锁着。</translation>
    </message>
</context>
<context>
    <name>StateTeller</name>
    <message>
        <location filename="../../view/access/state_teller.py" line="55"/>
        <source>No game in play.</source>
        <translation>没有进行中的游戏。</translation>
    </message>
    <message>
        <location filename="../../view/access/state_teller.py" line="59"/>
        <source>Score {0}.</source>
        <translation>得分 {0}。</translation>
    </message>
    <message>
        <location filename="../../view/access/state_teller.py" line="80"/>
        <source>One board, no levels.</source>
        <translation>单局，无关卡。</translation>
    </message>
    <message>
        <location filename="../../view/access/state_teller.py" line="89"/>
        <source>Nothing picked.</source>
        <translation>未选中方块。</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="68"/>
        <source>No game finished yet: the scores of the last games show here.</source>
        <translation>还没有结束的对局：最近各局的得分会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="79"/>
        <source>Given up</source>
        <translation>已放弃</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="86"/>
        <location filename="../../dialogs/statistics_charts.py" line="156"/>
        <source>Scores of the last games</source>
        <translation>最近各局得分</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="93"/>
        <location filename="../../dialogs/statistics_charts.py" line="158"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="109"/>
        <source>No game won yet: the clearing times of won games show here.</source>
        <translation>还没有赢过的对局：获胜对局的用时会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="113"/>
        <location filename="../../dialogs/statistics_charts.py" line="181"/>
        <source>Games won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="121"/>
        <location filename="../../dialogs/statistics_charts.py" line="178"/>
        <source>Clearing times of won games</source>
        <translation>胜局的清盘用时</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="126"/>
        <location filename="../../dialogs/statistics_charts.py" line="180"/>
        <source>Clearing time (minutes:seconds)</source>
        <translation>用时（分:秒）</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="151"/>
        <source>{0} (given up)</source>
        <translation>{0}（已放弃）</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="159"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="170"/>
        <source>{0} to {1}</source>
        <translation>{0} 至 {1}</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="216"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="217"/>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics_charts.py" line="221"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../dialogs/statistics.py" line="60"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="66"/>
        <source>Games played:</source>
        <translation>总局数：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="67"/>
        <source>Won:</source>
        <translation>胜：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="68"/>
        <source>Lost:</source>
        <translation>负：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="69"/>
        <source>Given up:</source>
        <translation>放弃：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="70"/>
        <source>Win rate:</source>
        <translation>胜率：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="71"/>
        <source>Runs played:</source>
        <translation>已玩轮数：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="72"/>
        <source>Best level reached:</source>
        <translation>最高到达关卡：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="73"/>
        <source>Levels cleared:</source>
        <translation>已过关卡：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="74"/>
        <source>Levels won:</source>
        <translation>过关率：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="75"/>
        <source>Longest combo:</source>
        <translation>最长连击：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="76"/>
        <source>Daily game:</source>
        <translation>每日一局：</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="78"/>
        <source>Single games</source>
        <translation>单局游戏</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="79"/>
        <source>Endless runs</source>
        <translation>无尽闯关</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="91"/>
        <source>Games by board</source>
        <translation>各棋盘的对局</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="82"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="83"/>
        <source>Played</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="84"/>
        <source>Won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="85"/>
        <source>Best level</source>
        <translation>最高关卡</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="86"/>
        <source>Best score</source>
        <translation>最高分</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="87"/>
        <source>Average score</source>
        <translation>平均分</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="88"/>
        <source>Best time</source>
        <translation>最快用时</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="89"/>
        <source>Average time</source>
        <translation>平均用时</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="99"/>
        <source>&amp;Reset…</source>
        <translation>重置(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="126"/>
        <source>{0} (on average {1} a run)</source>
        <translation>{0}（平均每轮 {1} 关）</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="130"/>
        <source>{0} ({1} of {2})</source>
        <translation>{0}（{2} 关中过了 {1} 关）</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="138"/>
        <source>game {0} of {1}: best score {2}</source>
        <translation>局号 {0}（{1}）：最高分 {2}</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="139"/>
        <source>game {0} of {1}: not finished yet</source>
        <translation>局号 {0}（{1}）：尚未完成</translation>
    </message>
    <message>
        <location filename="../../dialogs/statistics.py" line="176"/>
        <source>The levels these runs cleared</source>
        <translation>这些轮次通过的关卡数</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dialogs/statistics.py" line="182"/>
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n 关</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsKeeper</name>
    <message>
        <location filename="../../store/statistics_keeper.py" line="46"/>
        <source>statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>TileSets</name>
    <message>
        <location filename="../../view/board/tile_sets.py" line="166"/>
        <source>The KMahjongg picture {0} could not be loaded ({1}); it is left out.</source>
        <translation>无法加载 KMahjongg 图片 {0}（{1}）；已略过。</translation>
    </message>
</context>
<context>
    <name>VersusDialog</name>
    <message>
        <location filename="../../dialogs/versus.py" line="53"/>
        <source>Versus</source>
        <translation>对战</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="58"/>
        <source>Race computer players on copies of your board: the first to clear it wins.</source>
        <translation>与电脑玩家在同一副牌上比赛：先清空棋盘者获胜。</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="66"/>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="67"/>
        <source>&amp;Opponents:</source>
        <translation>对手(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="76"/>
        <source>Strength of {0}</source>
        <translation>{0} 的水平</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="126"/>
        <source>&amp;Board:</source>
        <translation>牌面(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="129"/>
        <source>Shifts</source>
        <translation>方块移动</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="133"/>
        <source>&amp;Shifts:</source>
        <translation>移动(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="139"/>
        <source>&amp;Props (道具): combos of 5 earn them</source>
        <translation>道具(&amp;P)：5 连击获得</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="145"/>
        <source>QQ&apos;s rule: &amp;out after 30 s without a pair</source>
        <translation>QQ 规则：30 秒未消除即出局(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="88"/>
        <source>&amp;Race</source>
        <translation>比赛(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="160"/>
        <source>Board</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="163"/>
        <source>Your board: {0} × {1}, {2}</source>
        <translation>你的牌面：{0} × {1}，{2}</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="179"/>
        <source>Map: {0}</source>
        <translation>地图：{0}</translation>
    </message>
    <message>
        <location filename="../../dialogs/versus.py" line="208"/>
        <source>This map does not allow the shifts chosen.</source>
        <translation>此地图不允许所选的方块移动方式。</translation>
    </message>
</context>
<context>
    <name>VersusFlow</name>
    <message>
        <location filename="../../flows/versus.py" line="61"/>
        <source>Leave the race? It ends for everyone at the table.</source>
        <translation>离开比赛？桌上所有人的比赛都会随之结束。</translation>
    </message>
    <message>
        <location filename="../../flows/versus.py" line="66"/>
        <source>Leave the race? To race on, join the table again by its code soon.</source>
        <translation>离开比赛？要接着比，请尽快用牌桌代码重新入座。</translation>
    </message>
    <message>
        <location filename="../../flows/versus.py" line="178"/>
        <source>Give up the game in progress and start a race?</source>
        <translation>放弃进行中的游戏并开始比赛？</translation>
    </message>
    <message>
        <location filename="../../flows/versus.py" line="200"/>
        <location filename="../../flows/versus.py" line="218"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../flows/versus.py" line="245"/>
        <source>A race online: not rated.</source>
        <translation>网络比赛：不计对战积分。</translation>
    </message>
    <message>
        <location filename="../../flows/versus.py" line="273"/>
        <source>The host left: the places are the race&apos;s where the host&apos;s news stopped.</source>
        <translation>桌主已离开：名次按桌主最后传来的比赛进度排定。</translation>
    </message>
    <message>
        <location filename="../../flows/versus.py" line="275"/>
        <source>A race online: not rated; the places are the host&apos;s.</source>
        <translation>网络比赛：不计对战积分；名次以桌主为准。</translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="143"/>
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../controller/status_lines.py" line="146"/>
        <source>Undone: {0}.</source>
        <translation>已撤销：{0}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="149"/>
        <source>Redone: +%n point(s).</source>
        <translation>
            <numerusform>已重做：+%n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="153"/>
        <source>Lost %n move(s) ago: this position can no longer be cleared. {0} (in the Game menu and the side panel) returns to where it could.</source>
        <translation>
            <numerusform>%n 步之前就走错了：当前局面已无法消完。“游戏”菜单和侧栏里的“{0}”可回到还能消完的那一步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="160"/>
        <source>Undone %n move(s), back to a position that can be cleared: {0}.</source>
        <translation>
            <numerusform>已撤销 %n 步，回到还能消完的局面：{0}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="163"/>
        <source>Show Me stopped after %n pair(s), one hint each. Your turn.</source>
        <translation>
            <numerusform>演示已停止：它消了 %n 对，每对花掉一次提示。轮到你了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="167"/>
        <source>Show Me stopped: it spent your last hint, on its %n pair(s). Your turn.</source>
        <translation>
            <numerusform>演示已停止：它消了 %n 对，用完了你的最后一次提示。轮到你了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../controller/status_lines.py" line="172"/>
        <source>Show Me plays from here, one hint for each pair it removes: %n hint(s) left. Click or press Esc to take over.</source>
        <translation>
            <numerusform>演示从当前局面接着玩，每消除一对花掉一次提示：还剩 %n 次提示。点击或按 Esc 即可接手。</numerusform>
        </translation>
    </message>
</context>
</TS>
