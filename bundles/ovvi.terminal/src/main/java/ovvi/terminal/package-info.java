/**
 * The terminal card: a TM Terminal widget fed by a herdr terminal stream.
 */
package ovvi.terminal;
