"""Reads a project's gas curves into a pandas DataFrame with a personal access token.

MUDSTACK_URL (e.g. http://localhost:3000), MUDSTACK_TOKEN (mst_...) and PROJECT_ID come from the environment.
"""
import os

import pandas as pd

url = f"{os.environ['MUDSTACK_URL']}/api/projects/{os.environ['PROJECT_ID']}/data/c1,c2,c3,total_gas,wh,bh,ch"
gas = pd.read_csv(url, storage_options={"Authorization": f"Bearer {os.environ['MUDSTACK_TOKEN']}"})

# Depth is the first column, in feet; a value the file did not have is NaN.
print(gas.shape[0], "rows from", gas["depth"].min(), "to", gas["depth"].max(), "ft")
print("mean wetness (Wh):", round(gas["wh"].mean(), 2), "%")
print("depth of the highest total gas:", gas.loc[gas["total_gas"].idxmax(), "depth"], "ft")
