/**
 * Agents ask Ovvi: the {@code ovvi} command Ovvi puts on each machine it follows, the mailbox of
 * request and answer files in ~/.cache/ovvi/rpc there, and the desk that takes a rung request,
 * checks it, has {@link ovvi.model.requests.AgentDesktop} do the work and writes the answer. No SWT.
 */
package ovvi.model.requests;
