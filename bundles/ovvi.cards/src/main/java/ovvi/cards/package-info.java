/**
 * The card contract: what a pane shows (a terminal, or a plugin card such as a browser or a
 * file explorer), contributed by bundles as services.
 */
package ovvi.cards;
