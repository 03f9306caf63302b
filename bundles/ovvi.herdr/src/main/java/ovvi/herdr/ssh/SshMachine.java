package ovvi.herdr.ssh;

import java.io.IOException;
import java.util.List;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.HomePath;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.SocketOpener;

/**
 * A host the app follows, over the transport it needs. Ovvi's own SSH (JSch) unless the user chose
 * the system's OpenSSH client for the host (in Ovvi's settings, {@link SshSettings#transports()}, or
 * {@link SshSettings#OPENSSH_HOSTS}) or its effective config changes how the login works in a way
 * JSch cannot follow ({@link HostConfig#needsOpenSsh()}). The choice is made again before a new
 * connection, so a changed setting or config counts from the host's next connection, never cutting
 * one that is open. A JSch login that fails while the config asks for what JSch cannot do (GSSAPI,
 * host-based) goes on through OpenSSH, when it is installed, and the host stays with it.
 */
public final class SshMachine implements Exec, AutoCloseable {

	public enum Transport {
		/** Ovvi's own SSH client. */
		JSCH,
		/** The system's {@code ssh} with a control master. */
		OPENSSH
	}

	private final SshTarget target;
	private final SshSettings settings;
	private final HostKeyTrust trust;
	private final SshPrompts prompts;
	private final PassphraseMemory passphrases;

	// volatile: generation() and close() read them without the lock, which a choice holds while ssh -G runs
	private volatile EnvelopeExec current;
	/** How often the transport changed: socket paths are asked for again after a change. */
	private volatile long changes;
	/** JSch's login failed on a setting it cannot honour: OpenSSH carries the host for the app's run. */
	private boolean fellBack;

	private final SocketOpener sockets = new SocketOpener() {
		@Override
		public ApiConnection open(String socketPath) throws IOException {
			EnvelopeExec machine = machine();
			try {
				return machine.sockets().open(socketPath);
			} catch (SshException e) {
				return fallenBack(machine, e).sockets().open(socketPath);
			}
		}

		@Override
		public long generation() {
			EnvelopeExec machine = current;
			return (changes << 40) + (machine == null ? 0 : machine.sockets().generation());
		}

		@Override
		public boolean confirmsConnections() {
			EnvelopeExec machine = current;
			return machine == null || machine.sockets().confirmsConnections();
		}
	};

	SshMachine(SshTarget target, SshSettings settings, HostKeyTrust trust, SshPrompts prompts, PassphraseMemory passphrases) {
		this.target = target;
		this.settings = settings;
		this.trust = trust;
		this.prompts = prompts;
		this.passphrases = passphrases;
	}

	/** The transport chosen at the first use, or null before it. */
	public Transport transport() {
		return current instanceof OpenSshExec ? Transport.OPENSSH : current == null ? null : Transport.JSCH;
	}

	private synchronized EnvelopeExec machine() throws ExecException {
		if (current == null) {
			current = chosen(wantsOpenSsh());
		} else if (!fellBack && !current.inUse()) {
			boolean openSsh = wantsOpenSsh();
			if (openSsh != current instanceof OpenSshExec) {
				EnvelopeExec next = chosen(openSsh);
				current.close();
				current = next;
				changes++;
			}
		}
		return current;
	}

	private EnvelopeExec chosen(boolean openSsh) throws SshException {
		return openSsh ? new OpenSshExec(target, settings, trust)
				: new RemoteExec(new SshConnection(target, settings, trust, prompts, passphrases));
	}

	/** Chosen for the host, or needed by its config; a choice without OpenSSH installed fails in OpenSshExec, naming it. */
	private boolean wantsOpenSsh() throws SshException {
		return settings.choseOpenSsh(target)
				|| settings.sshClient() != null && HostConfigReader.of(settings).read(target).needsOpenSsh();
	}

	/** OpenSSH in JSch's place, if JSch's login failed on a setting it cannot honour; else the failure. */
	private synchronized EnvelopeExec fallenBack(EnvelopeExec failed, SshException failure) throws SshException {
		if (current != failed) {
			// another caller changed it meanwhile
			return current;
		}
		if (!(failed instanceof RemoteExec) || !failure.unhonoured() || settings.sshClient() == null) {
			throw failure;
		}
		failed.close();
		current = new OpenSshExec(target, settings, trust);
		fellBack = true;
		changes++;
		return current;
	}

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		EnvelopeExec machine = machine();
		try {
			return machine.run(kind, argv);
		} catch (SshException e) {
			return fallenBack(machine, e).run(kind, argv);
		}
	}

	@Override
	public String herdr() throws ExecException, InterruptedException {
		EnvelopeExec machine = machine();
		try {
			return machine.herdr();
		} catch (SshException e) {
			return fallenBack(machine, e).herdr();
		}
	}

	@Override
	public void forgetHerdr() {
		EnvelopeExec machine = current;
		if (machine != null) {
			machine.forgetHerdr();
		}
	}

	@Override
	public String read(HomePath path) throws InterruptedException {
		try {
			return machine().read(path);
		} catch (ExecException e) {
			return null;
		}
	}

	@Override
	public void write(HomePath path, String content) throws ExecException, InterruptedException {
		EnvelopeExec machine = machine();
		try {
			machine.write(path, content);
		} catch (SshException e) {
			fallenBack(machine, e).write(path, content);
		}
	}

	@Override
	public SocketOpener sockets() {
		return sockets;
	}

	@Override
	public int localPortTo(int port) throws ExecException {
		EnvelopeExec machine = machine();
		try {
			return machine.localPortTo(port);
		} catch (SshException e) {
			return fallenBack(machine, e).localPortTo(port);
		}
	}

	@Override
	public boolean isRemote() {
		return true;
	}

	@Override
	public String target() {
		return target.toString();
	}

	/** Ends the connection at once, without the lock a connect may hold; a later use connects again. */
	@Override
	public void close() {
		EnvelopeExec machine = current;
		if (machine != null) {
			machine.close();
		}
	}
}
