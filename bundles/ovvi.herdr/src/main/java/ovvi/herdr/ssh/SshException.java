package ovvi.herdr.ssh;

import ovvi.herdr.exec.ExecException;

/** SSH could not reach or log in to a machine; the message says which and what to do. */
public final class SshException extends ExecException {

	private static final long serialVersionUID = 1L;

	public enum Reason {
		/** The host is down, unknown or does not answer on its port. */
		UNREACHABLE,
		/** No key of the user's is accepted. */
		AUTHENTICATION,
		/** The host key is unknown or changed, and was not accepted. */
		HOST_KEY,
		/** sshd refused one more command channel: its MaxSessions caps the commands running at once. */
		CHANNEL_REFUSED,
		/** The SSH config cannot be read or used for the host: OpenSSH's or Ovvi's words say where. */
		CONFIG,
		/** The user cancelled a prompt of the login (a passphrase, a password, a one-time code). */
		CANCELLED,
		/** Anything else: the connection broke, or the server failed otherwise. */
		OTHER
	}

	private final Reason reason;
	private final HostKeyQuestion hostKey;
	private final boolean unhonoured;

	SshException(Reason reason, String message, HostKeyQuestion hostKey, Throwable cause) {
		this(reason, message, hostKey, cause, false);
	}

	/** @param unhonoured the login failed while the config asks for what JSch cannot do, which OpenSSH's client may */
	SshException(Reason reason, String message, HostKeyQuestion hostKey, Throwable cause, boolean unhonoured) {
		super(message, cause);
		this.reason = reason;
		this.hostKey = hostKey;
		this.unhonoured = unhonoured;
	}

	/** A host key known_hosts does not vouch for, refused by the user or by StrictHostKeyChecking yes. */
	static SshException hostKeyRefused(String target, HostKeyQuestion question, String otherwise, Throwable cause) {
		String what = question == null ? otherwise : question.describe();
		return new SshException(Reason.HOST_KEY, "Ovvi did not connect to " + target + ": " + what
				+ " Connect again and accept the key if you trust it.", question, cause);
	}

	public Reason reason() {
		return reason;
	}

	/** Whether the failed login asked for a setting JSch cannot honour: the system-OpenSSH transport may succeed. */
	boolean unhonoured() {
		return unhonoured;
	}

	/** The refused host key, for a UI that offers to look at it again; null for other reasons. */
	public HostKeyQuestion hostKey() {
		return hostKey;
	}
}
