"""Reads a project's LAS export with lasio, with a personal access token.

MUDSTACK_URL, MUDSTACK_TOKEN and PROJECT_ID come from the environment.
"""
import os
import urllib.request

import lasio

request = urllib.request.Request(
    f"{os.environ['MUDSTACK_URL']}/api/projects/{os.environ['PROJECT_ID']}/export-las?type=c_type",
    headers={"Authorization": f"Bearer {os.environ['MUDSTACK_TOKEN']}"},
)
with urllib.request.urlopen(request) as response:
    las = lasio.read(response.read().decode("utf-8"))

print(las.well.WELL.value, [curve.mnemonic for curve in las.curves])
print(las.df().describe())
