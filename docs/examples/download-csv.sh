#!/usr/bin/env bash
# Downloads C1, total gas and wetness of a project as CSV, with a personal access token.
# MUDSTACK_URL (e.g. http://localhost:3000), MUDSTACK_TOKEN (mst_...) and PROJECT_ID come from the environment.
set -euo pipefail
curl --fail --silent --show-error \
  -H "Authorization: Bearer ${MUDSTACK_TOKEN}" \
  "${MUDSTACK_URL}/api/projects/${PROJECT_ID}/data/c1,total_gas,wh?units=true" \
  -o gas.csv
head -3 gas.csv
