/**
 * Talking to herdr: running commands on a machine, herdr's API socket, its events and
 * terminal streams. Pure Java (JDK, Gson, JSch): no SWT, no Eclipse UI.
 */
package ovvi.herdr;
