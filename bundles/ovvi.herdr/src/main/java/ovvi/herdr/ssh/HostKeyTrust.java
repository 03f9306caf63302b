package ovvi.herdr.ssh;

/**
 * Asks the user about a host key that known_hosts does not vouch for. The UI implements it;
 * nothing here ever accepts a key silently.
 */
@FunctionalInterface
public interface HostKeyTrust {

	enum Decision {
		REFUSE,
		/** Trust the key for this connection only. */
		ACCEPT_ONCE,
		/** Trust the key and write it to known_hosts (replacing a changed one). */
		ACCEPT_AND_REMEMBER
	}

	/** Refuses every key known_hosts does not already hold. */
	HostKeyTrust REFUSE = question -> Decision.REFUSE;

	Decision decide(HostKeyQuestion question);
}
