package ovvi.herdr.ssh;

/**
 * The transport the user chose for each host in Ovvi's settings, asked at each of the host's new
 * connections, so a change counts from the next one. The UI keeps them (Eclipse preferences); this
 * layer only reads them.
 */
@FunctionalInterface
public interface HostTransports {

	/** Nothing chosen for any host. */
	HostTransports NONE = key -> null;

	/**
	 * The stored choice under a key: a target as typed ({@code user@host:port}) or a host alone,
	 * as {@link SshMachine.Transport}'s name; null when there is none. Any other text is passed
	 * over with a log line.
	 */
	String stored(String key);
}
