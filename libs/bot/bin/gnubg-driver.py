# GNU Backgammon as a line-driven oracle for the bot's benches and training (bin/gnubg.ts starts it):
#   HOME=<tmp> /usr/games/gnubg -q -t -r -p gnubg-driver.py
# Reads one request per line on stdin and answers one line on stdout. A board is 50 integers: the
# checkers of the player NOT on roll on its points 1..24 and its bar, then those of the player on roll
# (gnubg's anBoard[0] and anBoard[1], each in its owner's numbering). Requests:
#   E <plies> <board>               cubeless chances of the player on roll: win wg wbg lg lbg
#   M <plies> <d1> <d2> <board>     best cubeless money play: "from to" pairs (25 bar, 0 off), or "-"
#   P <plies> <d1> <d2> <cube> <owner> <len> <s0> <s1> <crawford> <board>
#                                   best play in a match (cubeful): as M
#   C <plies> <cube> <owner> <len> <s0> <s1> <crawford> <board>
#                                   cube decision of the player on roll: "<double 0|1> <take 0|1>"
#   V <plies> <cube> <owner> <len> <s0> <s1> <crawford> <board>
#                                   its cubeful values, the player on roll's view (EMG in a match):
#                                   "<no double> <double, take> <double, pass>"
# In P and C, player 1 is the one on roll, player 0 the other: owner -1 centred, 0 or 1; scores s0 s1.
# Anything it cannot do is answered "error <text>".
import sys
import gnubg

gnubg.command('set jacoby off')
contexts = {}


def context(plies, cubeful):
    key = (plies, cubeful)
    if key not in contexts:
        # (cubeful, plies, reduced, deterministic, noise)
        contexts[key] = gnubg.evalcontext(cubeful, plies, 0, 1, 0.0)
    return contexts[key]


MONEY = gnubg.cubeinfo(1, -1, 1, 0, (0, 0), 0, 0)


def board_of(ns):
    return (tuple(ns[0:25]), tuple(ns[25:50]))


def match_cube(cube, owner, length, s0, s1, crawford):
    return gnubg.cubeinfo(cube, owner, 1, length, (s0, s1), crawford, 0)


def answer(line):
    parts = line.split()
    if not parts:
        return ''
    op = parts[0]
    ns = [int(x) for x in parts[1:]]
    if op == 'E':
        e = gnubg.evaluate(board_of(ns[1:]), MONEY, context(ns[0], 0))
        return ' '.join('%.6f' % v for v in e[0:5])
    if op == 'M':
        m = gnubg.findbestmove(board_of(ns[3:]), MONEY, context(ns[0], 0), (ns[1], ns[2]))
        return ' '.join(str(v) for v in m) if m else '-'
    if op == 'P':
        ci = match_cube(*ns[3:9])
        m = gnubg.findbestmove(board_of(ns[9:]), ci, context(ns[0], 1), (ns[1], ns[2]))
        return ' '.join(str(v) for v in m) if m else '-'
    if op == 'C':
        ci = match_cube(*ns[1:7])
        r = gnubg.cfevaluate(board_of(ns[7:]), ci, context(ns[0], 1))
        # (optimal, no double, double/take, double/pass, decision, text), from the doubler's view
        no_double, double_take, double_pass = r[1], r[2], r[3]
        double = 1 if min(double_take, double_pass) > no_double else 0
        take = 1 if double_take <= double_pass else 0
        return '%d %d' % (double, take)
    if op == 'V':
        ci = match_cube(*ns[1:7])
        r = gnubg.cfevaluate(board_of(ns[7:]), ci, context(ns[0], 1))
        return '%.6f %.6f %.6f' % (r[1], r[2], r[3])
    return 'error unknown request'


out = sys.stdout
out.write('ready\n')
out.flush()
for raw in sys.stdin:
    try:
        reply = answer(raw)
    except Exception as e:  # the caller sees the error and stops
        reply = 'error ' + str(e).replace('\n', ' ')
    out.write(reply + '\n')
    out.flush()
