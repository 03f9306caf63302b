/**
 * The session model: one store per (machine, session) that reconciles herdr's snapshots into
 * stable objects and turns user actions into herdr calls. No SWT.
 */
package ovvi.model;
