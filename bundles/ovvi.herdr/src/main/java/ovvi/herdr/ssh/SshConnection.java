package ovvi.herdr.ssh;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.jcraft.jsch.AgentIdentityRepository;
import com.jcraft.jsch.AgentProxyException;
import com.jcraft.jsch.Channel;
import com.jcraft.jsch.ChannelDirectStreamLocal;
import com.jcraft.jsch.ChannelDirectTCPIP;
import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.IdentityRepository;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchChangedHostKeyException;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.JSchUnknownHostKeyException;
import com.jcraft.jsch.SSHAgentConnector;
import com.jcraft.jsch.Session;
import com.jcraft.jsch.UnixDomainSocketFactory;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.ExecException;

/**
 * The SSH connection to a host. It follows the user's SSH config as OpenSSH resolves it
 * ({@link HostConfigReader}, read again at each new connection), logs in with the agent's keys,
 * the key files (asking for a passphrase), keyboard-interactive and passwords through the
 * caller's {@link SshPrompts}, and checks the host key against known_hosts, asking the caller's
 * {@link HostKeyTrust} about any other. After a drop, the next use connects again.
 *
 * <p>sshd's MaxSessions (10 by default) caps the runs at once on one connection, and every
 * terminal stream and follower is a run. So when sshd refuses a run, it goes on an extra
 * connection, which closes after its last run ends. API sockets are not sessions and stay on
 * the first connection.
 */
public final class SshConnection implements AutoCloseable {

	static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
	private static final Duration ALIVE_INTERVAL = Duration.ofSeconds(15);
	/** A bound on a host's connections, so that a sshd refusing every run is not asked again and again. */
	static final int MAX_CONNECTIONS = 8;

	private final SshTarget target;
	private final SshSettings settings;
	private final HostKeyTrust trust;
	private final SshPrompts prompts;
	private final PassphraseMemory passphrases;
	private final HostConfigReader configReader;
	private final JSch jsch = new JSch();

	// volatile: close() reads them without the lock, which a connect in progress holds
	private volatile Session session;
	/** The session being connected, so that close() can end it. */
	private volatile Session connecting;
	/** The first connection's, shared by the extra ones, so a key accepted once is not asked about again. */
	private volatile TrustedHostKeys hostKeys;
	/** The config as read for the first connection, which the extra ones follow too. */
	private volatile HostConfig config;
	/** Guards primary and extras; never held while connecting. */
	private final Object links = new Object();
	private Link primary;
	private final List<Link> extras = new ArrayList<>();
	private final List<String> hops;
	private volatile SshConnection jump;
	private long generation;
	/** The host's ports this computer reaches through the connection of {@link #forwardsGeneration}: port → local port. */
	private final java.util.Map<Integer, Integer> forwards = new java.util.HashMap<>();
	private long forwardsGeneration;

	/** @throws SshTarget.Invalid the target is not one ({@link SshTarget#parse}), before any connect */
	public SshConnection(String target, SshSettings settings, HostKeyTrust trust) throws ExecException {
		this(SshTarget.parse(target), null, settings, trust, SshPrompts.NONE, new PassphraseMemory());
	}

	public SshConnection(SshTarget target, SshSettings settings, HostKeyTrust trust, SshPrompts prompts, PassphraseMemory passphrases) {
		this(target, null, settings, trust, prompts, passphrases);
	}

	/** @param hops the jump hosts to go through, first hop first, instead of the config's ProxyJump */
	private SshConnection(SshTarget target, List<String> hops, SshSettings settings, HostKeyTrust trust, SshPrompts prompts,
			PassphraseMemory passphrases) {
		this.target = target;
		this.hops = hops;
		this.settings = settings;
		this.trust = trust;
		this.prompts = prompts;
		this.passphrases = passphrases;
		this.configReader = HostConfigReader.of(settings);
	}

	/** The identities of one login, and what is wrong with the key files the config names, for the message if it fails. */
	private record LoginKeys(IdentityRepository identities, List<String> problems) {
	}

	/**
	 * The agent's keys (only those of the config's key files under IdentitiesOnly), then the key
	 * files the config names, or the default ones, as ssh does; a missing default is skipped as
	 * ssh skips it. Set on each session, so the agent never joins JSch's shared repository, where
	 * JSch would load key files into the user's agent.
	 */
	private LoginKeys keysFor(HostConfig host) {
		JSch files = new JSch();
		List<String> problems = new ArrayList<>();
		for (Path key : host.identityFiles()) {
			String named = ConfigLines.where(settings, "IdentityFile", value -> key.equals(tokensFor(host).path(value)));
			String origin = named == null ? "" : " named by " + named;
			if (!Files.isRegularFile(key)) {
				if (named != null) {
					problems.add("the key file" + origin + " does not exist: " + key);
				}
				continue;
			}
			if (isSecurityKey(key)) {
				problems.add("the FIDO key " + key + origin + " needs a touch on its security key, which Ovvi's SSH (JSch) cannot ask for;"
						+ " add it to your ssh-agent instead");
				continue;
			}
			try {
				Path certificate = certificateFor(host, key);
				if (certificate != null) {
					files.addIdentity(key.toString(), certificate.toString(), null);
				}
				files.addIdentity(key.toString());
			} catch (JSchException e) {
				problems.add("the key file" + origin + " cannot be read as a private key: " + key + " (" + SshWords.of(e) + ")");
			}
		}
		if (host.identityAgent() == null) {
			return new LoginKeys(files.getIdentityRepository(), problems);
		}
		try {
			SSHAgentConnector agent = new SSHAgentConnector(new UnixDomainSocketFactory(), host.identityAgent());
			return new LoginKeys(new Identities(new AgentIdentityRepository(agent), files.getIdentityRepository(), host.identitiesOnly()),
					problems);
		} catch (AgentProxyException e) {
			return new LoginKeys(files.getIdentityRepository(), problems);
		}
	}

	private static boolean isSecurityKey(Path key) {
		try {
			Path pub = Path.of(key + ".pub");
			return Files.isRegularFile(pub) && Files.readString(pub).startsWith("sk-");
		} catch (IOException e) {
			return false;
		}
	}

	/**
	 * The certificate for a key: key-cert.pub beside it, as ssh loads it, else the config's only
	 * CertificateFile when it names one key. OpenSSH pairs them by public key, which JSch cannot;
	 * README says so.
	 */
	private static Path certificateFor(HostConfig host, Path key) {
		Path beside = Path.of(key + "-cert.pub");
		if (Files.isRegularFile(beside)) {
			return beside;
		}
		if (host.certificateFiles().size() == 1 && Files.isRegularFile(host.certificateFiles().getFirst())
				&& host.identityFiles().stream().filter(Files::isRegularFile).count() == 1) {
			return host.certificateFiles().getFirst();
		}
		return null;
	}

	private Tokens tokensFor(HostConfig host) {
		return new Tokens(settings.home(), host.hostName(), target.host(), host.port(), host.user());
	}

	public String target() {
		return target.toString();
	}

	/** Counts the connections made so far: a new one means socket paths are asked for again. */
	public synchronized long generation() {
		return generation;
	}

	/**
	 * Connected (the first connection, or an extra one that still carries runs), or connecting;
	 * read without the lock, which a connect in progress holds.
	 */
	boolean inUse() {
		Session open = session;
		return connecting != null || open != null && open.isConnected() || connections() > 0;
	}

	synchronized Session session() throws SshException {
		if (session != null && session.isConnected()) {
			return session;
		}
		session = connect();
		generation++;
		synchronized (links) {
			primary = new Link(session, true);
		}
		return session;
	}

	/** A new first connection: the config is read again, the jump host connected afresh, and host keys asked about again. */
	private Session connect() throws SshException {
		HostConfig host = configReader.read(target);
		config = host;
		try {
			List<String> via = hops != null ? hops : host.proxyJump();
			if (jump != null) {
				jump.close();
				jump = null;
			}
			if (!via.isEmpty()) {
				// The last hop connects to the target; it is itself reached through the hops before it.
				jump = new SshConnection(SshTarget.parse(via.getLast()), via.subList(0, via.size() - 1), settings, trust, prompts, passphrases);
			}
		} catch (ExecException e) {
			throw new SshException(SshException.Reason.CONFIG, e.getMessage(), null, e);
		}
		// A missing known_hosts is fine: the first is created when the user accepts a first key.
		KnownHostsFiles known = KnownHostsFiles.read(jsch, host.userKnownHostsFiles());
		// StrictHostKeyChecking yes refuses an unknown key without asking; no value lets one in unasked.
		HostKeyTrust asking = host.refusesUnknownHostKeys() ? HostKeyTrust.REFUSE : trust;
		hostKeys = new TrustedHostKeys(known, host.knownHosts(), asking, host.hashKnownHosts());
		return login();
	}

	/** One more connection to the target, through the jump host or the ProxyCommand if there is one. */
	private Session login() throws SshException {
		HostConfig host = config;
		LoginKeys keys = keysFor(host);
		LoginPrompts asked = new LoginPrompts(target.host(), host.user(), host.batchMode() ? SshPrompts.NONE : prompts, passphrases,
				host.numberOfPasswordPrompts());
		ProxyCommandProxy command = null;
		try {
			Session fresh = jsch.getSession(host.user(), host.hostName(), host.port());
			fresh.setIdentityRepository(keys.identities());
			fresh.setUserInfo(asked);
			// The user's config may say otherwise: no key is ever accepted without the caller's word.
			fresh.setConfig("StrictHostKeyChecking", "yes");
			// with nobody to ask, a password or one-time code is not tried: the message then says no key was accepted
			boolean asking = !host.batchMode() && prompts != SshPrompts.NONE;
			fresh.setConfig("PreferredAuthentications", "publickey"
					+ (asking && host.kbdInteractiveAuthentication() ? ",keyboard-interactive" : "")
					+ (asking && host.passwordAuthentication() ? ",password" : ""));
			fresh.setHostKeyRepository(hostKeys);
			if (host.hostKeyAlias() != null) {
				fresh.setHostKeyAlias(host.hostKeyAlias());
			}
			// Ovvi notices a dropped connection by its keep-alives, so it sends them even when the config does not
			fresh.setServerAliveInterval((int) (host.serverAliveInterval().isZero() ? ALIVE_INTERVAL : host.serverAliveInterval()).toMillis());
			fresh.setServerAliveCountMax(host.serverAliveCountMax());
			fresh.setDaemonThread(true);
			SshConnection hop = jump;
			if (hop != null) {
				fresh.setProxy(new JumpProxy(hop));
			} else if (host.proxyCommand() != null) {
				command = new ProxyCommandProxy(host.proxyCommand(), tokensFor(host));
				fresh.setProxy(command);
			}
			connecting = fresh;
			try {
				fresh.connect((int) (host.connectTimeout() == null ? CONNECT_TIMEOUT : host.connectTimeout()).toMillis());
			} finally {
				connecting = null;
			}
			return fresh;
		} catch (JSchException e) {
			SshException failed = explain(e, asked, command, keys.problems());
			if (host.unhonoured().isEmpty() || failed.reason() == SshException.Reason.CANCELLED) {
				throw failed;
			}
			throw new SshException(failed.reason(), failed.getMessage() + ". Your SSH config asks for what Ovvi cannot do: "
					+ String.join("; ", host.unhonoured()), failed.hostKey(), e, true);
		}
	}

	private SshException explain(JSchException e) {
		return explain(e, null, null, List.of());
	}

	/** The failure in words: what went wrong, where in the config, what to do; no exception's class name. */
	private SshException explain(JSchException e, LoginPrompts asked, ProxyCommandProxy command, List<String> keyProblems) {
		Throwable cause = e.getCause();
		if (cause instanceof SshException ours) {
			// the ProxyCommand's own failure is this connection's; a jump host's is on the way
			return command != null ? ours
					: new SshException(ours.reason(), "SSH to " + target + " failed on the way: " + ours.getMessage(), ours.hostKey(), e);
		}
		if (e instanceof JSchUnknownHostKeyException || e instanceof JSchChangedHostKeyException) {
			return SshException.hostKeyRefused(target.toString(), hostKeys.refused(), SshWords.of(e), e);
		}
		String atPrompt = asked == null ? null : asked.outcome();
		if (atPrompt != null) {
			boolean cancelled = atPrompt.startsWith("cancelled");
			return new SshException(cancelled ? SshException.Reason.CANCELLED : SshException.Reason.AUTHENTICATION,
					"SSH login to " + target + " " + atPrompt + (cancelled ? "" : "; Retry to try again"), null, e);
		}
		String proxyFailure = proxyFailure(command);
		if (proxyFailure != null) {
			return new SshException(SshException.Reason.UNREACHABLE, target + " cannot be reached over SSH: " + proxyFailure, null, e);
		}
		if (cause instanceof ConnectException || cause instanceof UnknownHostException
				|| cause instanceof NoRouteToHostException || cause instanceof SocketTimeoutException
				|| String.valueOf(e.getMessage()).contains("timeout")) {
			return new SshException(SshException.Reason.UNREACHABLE, target + " cannot be reached over SSH ("
					+ SshWords.of(e) + "); check that it is up and its sshd runs", null, e);
		}
		if (String.valueOf(e.getMessage()).contains("Auth fail") || String.valueOf(e.getMessage()).contains("Auth cancel")) {
			return new SshException(SshException.Reason.AUTHENTICATION, target + " refused the SSH login: none of your keys"
					+ " (ssh-agent, IdentityFile in " + ConfigLines.shown(settings) + ", ~/.ssh/id_*) is accepted there"
					+ keyProblems.stream().map(problem -> "; " + problem).reduce("", String::concat), null, e);
		}
		return new SshException(SshException.Reason.OTHER, "SSH to " + target + " failed: " + SshWords.of(e), null, e);
	}

	private static String proxyFailure(ProxyCommandProxy command) {
		if (command == null) {
			return null;
		}
		try {
			return command.failure();
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	/** Opens a channel, connecting again once if the connection turns out to have dropped. */
	private <C extends Channel> C channel(String type) throws SshException {
		try {
			@SuppressWarnings("unchecked")
			C channel = (C) session().openChannel(type);
			return channel;
		} catch (JSchException first) {
			synchronized (this) {
				if (session != null) {
					session.disconnect();
				}
			}
			try {
				@SuppressWarnings("unchecked")
				C channel = (C) session().openChannel(type);
				return channel;
			} catch (JSchException second) {
				throw explain(second);
			}
		}
	}

	/**
	 * An exec channel carrying one command line, started on the first connection that takes one
	 * more; when sshd refuses it on each, on a new connection.
	 */
	ExecChannel exec(String commandLine) throws SshException {
		session();
		while (true) {
			Link link = reserveOnAConnection();
			boolean fresh = link == null;
			if (fresh) {
				link = reserveOnANewConnection();
			}
			ExecChannel started = start(link, commandLine);
			if (started != null) {
				return started;
			}
			if (fresh) {
				throw new SshException(SshException.Reason.CHANNEL_REFUSED, target + " refused a command on a new connection too:"
						+ " its sshd takes no command (MaxSessions 0?) or is out of them", null, null);
			}
		}
	}

	private Link reserveOnAConnection() {
		synchronized (links) {
			List<Link> all = new ArrayList<>(List.of(primary));
			all.addAll(extras);
			for (Link link : all) {
				if (link.takesOneMore()) {
					link.reserve();
					return link;
				}
			}
			return null;
		}
	}

	private Link reserveOnANewConnection() throws SshException {
		synchronized (links) {
			if (1 + extras.size() >= MAX_CONNECTIONS) {
				throw new SshException(SshException.Reason.CHANNEL_REFUSED, target + " did not open one more command channel on any of"
						+ " Ovvi's " + MAX_CONNECTIONS + " connections to it: its sshd caps the commands running at once on one"
						+ " connection (MaxSessions, 10 by default)", null, null);
			}
		}
		Link link = new Link(login(), false);
		link.reserve();
		synchronized (links) {
			extras.add(link);
		}
		return link;
	}

	/** The reserved channel, started; null when sshd refused it (MaxSessions). */
	private ExecChannel start(Link link, String commandLine) throws SshException {
		ChannelExec channel;
		try {
			channel = (ChannelExec) link.session.openChannel("exec");
		} catch (JSchException e) {
			release(link);
			throw dropped(e);
		}
		channel.setCommand(commandLine);
		try {
			// JSch wants the streams taken before the channel connects
			InputStream stdout = channel.getInputStream();
			InputStream stderr = channel.getErrStream();
			OutputStream stdin = channel.getOutputStream();
			channel.connect((int) CONNECT_TIMEOUT.toMillis());
			return new ExecChannel(channel, stdout, stderr, stdin, () -> release(link));
		} catch (JSchException e) {
			channel.disconnect();
			if (!link.session.isConnected()) {
				release(link);
				throw dropped(e);
			}
			refuse(link);
			return null;
		} catch (IOException e) {
			channel.disconnect();
			release(link);
			throw new SshException(SshException.Reason.OTHER, "a command could not start on " + target + ": " + SshWords.of(e), null, e);
		}
	}

	private SshException dropped(JSchException e) {
		return new SshException(SshException.Reason.UNREACHABLE, "the SSH connection to " + target
				+ " dropped while a command started (" + SshWords.of(e) + "); the next one connects again", null, e);
	}

	private void release(Link link) {
		synchronized (links) {
			link.released();
		}
		closeIfIdle(link);
	}

	private void refuse(Link link) {
		synchronized (links) {
			link.refused();
		}
		closeIfIdle(link);
	}

	private void closeIfIdle(Link link) {
		synchronized (links) {
			if (!link.idleExtra() || !extras.remove(link)) {
				return;
			}
		}
		link.session.disconnect();
	}

	/** How many connections to the host are up now. */
	int connections() {
		synchronized (links) {
			return (primary != null && primary.session.isConnected() ? 1 : 0)
					+ (int) extras.stream().filter(link -> link.session.isConnected()).count();
		}
	}

	/**
	 * A connection to a unix socket on the host: one direct-streamlocal channel on this connection.
	 *
	 * @throws SshException the host cannot be reached
	 * @throws IOException the host's sshd did not open the channel (no listener, or forwarding refused)
	 */
	ApiConnection openSocket(String socketPath) throws IOException {
		ChannelDirectStreamLocal channel = channel("direct-streamlocal@openssh.com");
		channel.setSocketPath(socketPath);
		InputStream in = channel.getInputStream();
		OutputStream out = channel.getOutputStream();
		try {
			channel.connect((int) CONNECT_TIMEOUT.toMillis());
		} catch (JSchException e) {
			channel.disconnect();
			throw new IOException(target + " did not open a channel to " + socketPath + ": " + SshWords.of(e), e);
		}
		return new ApiConnection(in, out, channel::disconnect);
	}

	/**
	 * This computer's port (on 127.0.0.1) that reaches the host's own {@code localhost:port}
	 * through this connection, one per port and connection: a new connection makes it anew. The
	 * host is asked first to connect to that port, as each of the forward's connections will: a
	 * forward takes a refused connection and just closes it, which a browser cannot tell from a
	 * broken page.
	 *
	 * @throws SshException the host cannot be reached, refuses to reach its port (with its
	 *             reason), or the forward could not be set up
	 */
	public synchronized int localPortTo(int port) throws SshException {
		Session current = session();
		reach(port);
		if (forwardsGeneration != generation) {
			forwards.clear();
			forwardsGeneration = generation;
		}
		Integer known = forwards.get(port);
		if (known != null) {
			return known;
		}
		try {
			int local = current.setPortForwardingL("127.0.0.1", 0, "127.0.0.1", port);
			forwards.put(port, local);
			return local;
		} catch (JSchException e) {
			throw new SshException(SshException.Reason.OTHER, target + " could not forward its port " + port + ": " + SshWords.of(e),
					null, e);
		}
	}

	/** Opens and closes one connection of the host to its own {@code localhost:port}. */
	private void reach(int port) throws SshException {
		ChannelDirectTCPIP probe = channel("direct-tcpip");
		probe.setHost("127.0.0.1");
		probe.setPort(port);
		try {
			probe.connect((int) CONNECT_TIMEOUT.toMillis());
		} catch (JSchException refused) {
			throw new SshException(SshException.Reason.OTHER, target + " " + refusal(probe.getExitStatus(), port), null, refused);
		} finally {
			probe.disconnect();
		}
	}

	/** The host's reason for not opening a channel, from its RFC 4254 reason code (which JSch keeps as the exit status). */
	static String refusal(int reasonCode, int port) {
		return switch (reasonCode) {
		case 1 -> "does not allow port forwarding (sshd's AllowTcpForwarding), so its localhost:" + port + " cannot be reached";
		case 2 -> "refused the connection to its localhost:" + port + ": nothing listens there";
		case 4 -> "is short of resources and did not connect to its localhost:" + port;
		default -> "did not connect to its localhost:" + port;
		};
	}

	/**
	 * Ends the connection at once (a later run connects again). It takes no lock: a connect in
	 * progress holds the lock, maybe while the user is asked about a host key on the UI thread,
	 * which may be the caller.
	 */
	@Override
	public void close() {
		for (Session open : new Session[] { connecting, session }) {
			if (open != null) {
				open.disconnect();
			}
		}
		List<Link> extra;
		synchronized (links) {
			extra = List.copyOf(extras);
			extras.clear();
		}
		extra.forEach(link -> link.session.disconnect());
		SshConnection hop = jump;
		if (hop != null) {
			hop.close();
		}
	}
}
