package ovvi.herdr.ssh;

import com.jcraft.jsch.Session;

/**
 * One SSH connection of a host's and the runs it carries now. sshd's MaxSessions caps the exec
 * channels of one connection, and a client cannot read the cap: a refusal marks the connection
 * full until one of its runs ends. The owner guards every call with one lock.
 */
final class Link {

	final Session session;
	/** The host's first connection, which also carries the API sockets; the others close once idle. */
	final boolean primary;
	private int runs;
	private boolean full;

	Link(Session session, boolean primary) {
		this.session = session;
		this.primary = primary;
	}

	boolean takesOneMore() {
		return !full && session.isConnected();
	}

	void reserve() {
		runs++;
	}

	/** sshd refused the reserved channel. */
	void refused() {
		runs--;
		full = true;
	}

	/** A run ended (or never started); its slot is free again. */
	void released() {
		runs--;
		full = false;
	}

	/** An extra connection with no run of ours left, to be closed. */
	boolean idleExtra() {
		return !primary && runs == 0;
	}
}
