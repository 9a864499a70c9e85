"""The Laws as code: one home per Law, numbered as the Laws book numbers them
(docs/architecture.md, "The home of a Law").

A home is a module ``lawNN`` (or a package of that name when one file is not enough; ``lawNN_MM``
for Laws the book treats together: ``law42_43``, ``law65_66``). It declares its clauses with their
versions by edition (``CLAUSES``), the options it owns (``OPTIONS``) and its messages
(``Messages`` of a gettext domain), and holds one function per clause, named
``<what_happened>_<clause>``; every function takes the :class:`~bridgelaw.editions.Edition` and
the :class:`~bridgelaw.regulations.Regulations` explicitly, nothing is global. The registries
(:data:`bridgelaw.clauses.CLAUSES`, :data:`bridgelaw.regulations.OPTIONS`) and the catalogues are
assembled from the homes (:mod:`bridgelaw.laws.home`); what a Law function decides for the
engine to carry out is a :class:`~bridgelaw.laws.verdict.Verdict`.
"""
