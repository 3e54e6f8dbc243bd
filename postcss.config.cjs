// Panda writes the sheet; prune-var then drops every custom property no rule reads through var() (ADR 0078):
// a third of the tokens and the reset's per-element filter/transform variables.
module.exports = { plugins: { '@pandacss/dev/postcss': {}, 'postcss-prune-var': {} } }
