package ovvi.herdr.ssh;

import java.util.HashMap;
import java.util.Map;

import ovvi.herdr.exec.ExecException;

/** The remote machines the app follows: one {@link SshMachine} and its connection per (user, host, port) as typed. */
public final class SshHosts implements AutoCloseable {

	private final SshSettings settings;
	private final HostKeyTrust trust;
	private final SshPrompts prompts;
	private final PassphraseMemory passphrases = new PassphraseMemory();
	private final Map<SshTarget, SshMachine> machines = new HashMap<>();

	public SshHosts(SshSettings settings, HostKeyTrust trust) {
		this(settings, trust, SshPrompts.NONE);
	}

	/** @param prompts the user's answers to passphrase, password and keyboard-interactive prompts; passphrases are kept for this object's life */
	public SshHosts(SshSettings settings, HostKeyTrust trust, SshPrompts prompts) {
		this.settings = settings;
		this.trust = trust;
		this.prompts = prompts;
	}

	/**
	 * The machine for an SSH target: {@code host}, {@code user@host}, {@code host:port},
	 * {@code user@host:port} or {@code [::1]:port}, the host as ~/.ssh/config knows it. Connects on
	 * its first run, not here, and chooses its transport then ({@link SshMachine}).
	 *
	 * @throws SshTarget.Invalid the text is no target (empty, a space, a port outside 1 to 65535)
	 */
	public synchronized SshMachine machine(String typed) throws ExecException {
		SshTarget target = SshTarget.parse(typed);
		SshMachine machine = machines.get(target);
		if (machine == null) {
			machine = new SshMachine(target, settings, trust, prompts, passphrases);
			machines.put(target, machine);
		}
		return machine;
	}

	/**
	 * The host name a target connects to, as the user's SSH config resolves it (an alias's
	 * HostName), without connecting: for a check that the name is known before anything starts.
	 */
	public static String hostName(SshSettings settings, String typed) throws ExecException {
		return HostConfigReader.of(settings).read(SshTarget.parse(typed)).hostName();
	}

	/** Ends every connection, as the app quits. */
	@Override
	public synchronized void close() {
		machines.values().forEach(SshMachine::close);
		machines.clear();
	}
}
