"""Test setup shared by the whole suite: headless Qt, a throw-away home, hypothesis profiles."""

import os
import tempfile

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings and data files go to a throw-away folder, never the real home.
_HOME = tempfile.mkdtemp(prefix="llk-test-home-")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_HOME, _name.lower())

settings.register_profile("default", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
