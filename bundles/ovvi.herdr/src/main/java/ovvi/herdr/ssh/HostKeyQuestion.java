package ovvi.herdr.ssh;

import java.io.Serializable;

/**
 * A host key to decide on.
 *
 * @param host as known_hosts names it ({@code [host]:port} for a port other than 22)
 * @param fingerprint OpenSSH style, {@code SHA256:...}
 * @param changed true when known_hosts holds another key for the host: possibly an attack
 */
public record HostKeyQuestion(String host, String keyType, String fingerprint, boolean changed) implements Serializable {

	/** What the user is told. */
	public String describe() {
		return changed
				? "The " + keyType + " host key of " + host + " has CHANGED (now " + fingerprint
						+ "). Someone may be intercepting the connection, or the host was reinstalled."
				: "The authenticity of " + host + " cannot be established: its " + keyType + " key fingerprint is "
						+ fingerprint + ".";
	}
}
