# GNU Backgammon's analysis of .mat files, for `npm run bench:analysis` (libs/bot/bin/bench-analysis.ts).
# Run inside gnubg: GNUBG_PLIES=2 GNUBG_FILES=<file.mat, one a line> HOME=<tmp> gnubg -q -t -r -p gnubg-analyse.py
# (gnubg 1.07 passes no arguments to the script, hence the environment). For each file it prints
# "=== BEGIN <file>", gnubg's `show statistics match`, "=== PLAYS" and a JSON line: for every checker play
# gnubg analysed, in order, each legal play's moves and equity ([[from, to], ...], equity);
# then "=== END <file>".
import json
import os
import sys
import gnubg

plies = os.environ.get('GNUBG_PLIES', '2')
for f in [x for x in os.environ.get('GNUBG_FILES', '').split('\n') if x.strip()]:
    gnubg.command('set analysis chequerplay evaluation plies %s' % plies)
    gnubg.command('set analysis cubedecision evaluation plies %s' % plies)
    gnubg.command('set analysis chequerplay evaluation cubeful on')
    gnubg.command('set analysis cubedecision evaluation cubeful on')
    gnubg.command('import mat "%s"' % f)
    gnubg.command('analyse match')
    sys.stdout.write('=== BEGIN %s\n' % f)
    sys.stdout.flush()
    gnubg.command('show statistics match')
    sys.stdout.flush()
    plays = []
    for game in gnubg.match(analysis=1, boards=0, statistics=0, verbose=0)['games']:
        for record in game['game']:
            moves = record.get('analysis', {}).get('moves') if record.get('action') == 'move' else None
            if moves:
                plays.append([[m['move'], round(m['score'], 5)] for m in moves])
    sys.stdout.write('=== PLAYS\n%s\n' % json.dumps(plays))
    sys.stdout.write('=== END %s\n' % f)
    sys.stdout.flush()
