# GNU Backgammon's analysis of .mat files, for `npm run bench:analysis` (libs/bot/bin/bench-analysis.ts).
# Run inside gnubg: GNUBG_PLIES=2 GNUBG_FILES=<file.mat, one a line> HOME=<tmp> gnubg -q -t -r -p gnubg-analyse.py
# (gnubg 1.07 passes no arguments to the script, hence the environment). For each file it prints
# "=== BEGIN <file>", gnubg's `show statistics match`, and "=== END <file>".
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
    sys.stdout.write('=== END %s\n' % f)
    sys.stdout.flush()
