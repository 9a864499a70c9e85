"""Build hook: the optional compiled Law 44 core ``bridgelaw._bulk`` (see ``bridgelaw.bulk``).

``optional=True``: without a C compiler the install still succeeds and ``bridgelaw.bulk`` uses
its pure-Python core. Everything else is in pyproject.toml.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("bridgelaw._bulk", ["src/bridgelaw/_bulk.c"], optional=True,
                             extra_compile_args=["-O2"])])
