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
import java.util.Arrays;
import java.util.List;

import com.jcraft.jsch.AgentIdentityRepository;
import com.jcraft.jsch.AgentProxyException;
import com.jcraft.jsch.Channel;
import com.jcraft.jsch.ChannelDirectStreamLocal;
import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.ConfigRepository;
import com.jcraft.jsch.IdentityRepository;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchChangedHostKeyException;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.JSchUnknownHostKeyException;
import com.jcraft.jsch.OpenSSHConfig;
import com.jcraft.jsch.SSHAgentConnector;
import com.jcraft.jsch.Session;
import com.jcraft.jsch.UnixDomainSocketFactory;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.ExecException;

/**
 * The SSH connection to a host. It follows ~/.ssh/config (Host, HostName, User, Port,
 * IdentityFile, ProxyJump), logs in with the ssh-agent's keys and the key files, and checks the
 * host key against known_hosts, asking the caller's {@link HostKeyTrust} about any other. After a
 * drop, the next use connects again.
 *
 * <p>sshd's MaxSessions (10 by default) caps the runs at once on one connection, and every
 * terminal stream and follower is a run. So when sshd refuses a run, it goes on an extra
 * connection, which closes after its last run ends. API sockets are not sessions and stay on
 * the first connection.
 */
public final class SshConnection implements AutoCloseable {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** A bound on a host's connections, so that a sshd refusing every run is not asked again and again. */
    static final int MAX_CONNECTIONS = 8;
    private static final int ALIVE_INTERVAL_MILLIS = 15_000;

    private final SshTarget target;
    private final SshSettings settings;
    private final HostKeyTrust trust;
    private final JSch jsch;

    // volatile: close() reads them without the lock, which a connect in progress holds
    private volatile Session session;
    /** The session being connected, so that close() can end it. */
    private volatile Session connecting;
    /** The first connection's, shared by the extra ones, so a key accepted once is not asked about again. */
    private volatile TrustedHostKeys hostKeys;
    /** Guards primary and extras; never held while connecting. */
    private final Object links = new Object();
    private Link primary;
    private final List<Link> extras = new ArrayList<>();
    private final List<String> hops;
    private volatile SshConnection jump;
    private long generation;

    /** @throws SshTarget.Invalid the target is not one ({@link SshTarget#parse}), before any connect */
    public SshConnection(String target, SshSettings settings, HostKeyTrust trust) throws ExecException {
        this(SshTarget.parse(target), null, settings, trust);
    }

    public SshConnection(SshTarget target, SshSettings settings, HostKeyTrust trust) throws ExecException {
        this(target, null, settings, trust);
    }

    /** @param hops the jump hosts to go through, first hop first, instead of the config's ProxyJump */
    private SshConnection(SshTarget target, List<String> hops, SshSettings settings, HostKeyTrust trust) throws ExecException {
        this.target = target;
        this.hops = hops;
        this.settings = settings;
        this.trust = trust;
        this.jsch = new JSch();
        try {
            if (Files.isRegularFile(settings.config())) {
                jsch.setConfigRepository(OpenSSHConfig.parseFile(settings.config().toString()));
            }
            // A missing known_hosts is fine: it is created when the user accepts a first key.
            jsch.setKnownHosts(settings.knownHosts().toString());
        } catch (IOException | JSchException e) {
            throw new ExecException("the SSH setup for " + target + " could not be read (" + settings.config() + "): " + e.getMessage(), e);
        }
    }

    /**
     * The agent's keys, then the host's IdentityFile entries from ~/.ssh/config (or the default
     * key files when it names none), as ssh does. Set on each session, so the agent never joins
     * JSch's shared repository, where JSch would load key files into the user's agent.
     */
    private IdentityRepository identitiesFor(String host) throws JSchException {
        JSch files = new JSch();
        for (Path key : keyFiles(host)) {
            if (Files.isRegularFile(key)) {
                files.addIdentity(key.toString());
            }
        }
        if (settings.agentSocket() == null) {
            return files.getIdentityRepository();
        }
        try {
            SSHAgentConnector agent = new SSHAgentConnector(new UnixDomainSocketFactory(), settings.agentSocket());
            return new Identities(new AgentIdentityRepository(agent), files.getIdentityRepository());
        } catch (AgentProxyException e) {
            return files.getIdentityRepository();
        }
    }

    private List<Path> keyFiles(String host) {
        ConfigRepository config = jsch.getConfigRepository();
        String[] configured = config == null ? null : config.getConfig(host).getValues("IdentityFile");
        if (configured == null || configured.length == 0) {
            return settings.defaultIdentities();
        }
        Path home = settings.config().toAbsolutePath().getParent().getParent();
        return Arrays.stream(configured).map(file -> file.startsWith("~/") ? home.resolve(file.substring(2)) : Path.of(file)).toList();
    }

    public String target() {
        return target.toString();
    }

    /** Counts the connections made so far: a new one means socket paths are asked for again. */
    public synchronized long generation() {
        return generation;
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

    /** A new first connection: the jump host is connected afresh too, and host keys are asked about again. */
    private Session connect() throws SshException {
        try {
            List<String> via = hops != null ? hops : proxyJump(target.host());
            if (jump != null) {
                jump.close();
                jump = null;
            }
            if (!via.isEmpty()) {
                // The last hop connects to the target; it is itself reached through the hops before it.
                jump = new SshConnection(SshTarget.parse(via.getLast()), via.subList(0, via.size() - 1), settings, trust);
            }
        } catch (ExecException e) {
            throw new SshException(SshException.Reason.OTHER, e.getMessage(), null, e);
        }
        hostKeys = new TrustedHostKeys(jsch.getHostKeyRepository(), knownHostsFile(), trust);
        return login();
    }

    /** One more connection to the target, through the jump host if there is one. */
    private Session login() throws SshException {
        try {
            String host = target.host();
            Session fresh = jsch.getSession(target.user(), host);
            // JSch takes the config's Port over the one it is given; a typed port wins, as on ssh's command line
            target.port().ifPresent(fresh::setPort);
            fresh.setIdentityRepository(identitiesFor(host));
            // The user's config may say otherwise: no key is ever accepted without the caller's word.
            fresh.setConfig("StrictHostKeyChecking", "yes");
            fresh.setConfig("PreferredAuthentications", "publickey");
            fresh.setHostKeyRepository(hostKeys);
            fresh.setServerAliveInterval(ALIVE_INTERVAL_MILLIS);
            fresh.setServerAliveCountMax(3);
            fresh.setDaemonThread(true);
            SshConnection hop = jump;
            if (hop != null) {
                fresh.setProxy(new JumpProxy(hop));
            }
            connecting = fresh;
            try {
                fresh.connect((int) CONNECT_TIMEOUT.toMillis());
            } finally {
                connecting = null;
            }
            return fresh;
        } catch (JSchException e) {
            throw explain(e);
        }
    }

    private Path knownHostsFile() {
        String id = jsch.getHostKeyRepository().getKnownHostsRepositoryID();
        return id == null ? settings.knownHosts() : Path.of(id);
    }

    private List<String> proxyJump(String host) {
        ConfigRepository config = jsch.getConfigRepository();
        String value = config == null ? null : config.getConfig(host).getValue("ProxyJump");
        if (value == null || value.isBlank() || value.equalsIgnoreCase("none")) {
            return List.of();
        }
        return Arrays.stream(value.split(",")).map(String::strip).filter(hop -> !hop.isEmpty()).toList();
    }

    private SshException explain(JSchException e) {
        Throwable cause = e.getCause();
        if (cause instanceof SshException viaJump) {
            return new SshException(viaJump.reason(), "SSH to " + target + " failed on the way: " + viaJump.getMessage(),
                    viaJump.hostKey(), e);
        }
        if (e instanceof JSchUnknownHostKeyException || e instanceof JSchChangedHostKeyException) {
            HostKeyQuestion question = hostKeys.refused();
            String what = question == null ? e.getMessage() : question.describe();
            return new SshException(SshException.Reason.HOST_KEY,
                    "Ovvi did not connect to " + target + ": " + what + " Connect again and accept the key if you trust it.", question, e);
        }
        if (cause instanceof ConnectException || cause instanceof UnknownHostException
                || cause instanceof NoRouteToHostException || cause instanceof SocketTimeoutException
                || String.valueOf(e.getMessage()).contains("timeout")) {
            return new SshException(SshException.Reason.UNREACHABLE, target + " cannot be reached over SSH ("
                    + (cause == null ? e.getMessage() : cause.getMessage()) + "); check that it is up and its sshd runs", null, e);
        }
        if (String.valueOf(e.getMessage()).contains("Auth fail")) {
            return new SshException(SshException.Reason.AUTHENTICATION, target + " refused the SSH login: none of your keys"
                    + " (ssh-agent, IdentityFile in ~/.ssh/config, ~/.ssh/id_*) is accepted there", null, e);
        }
        return new SshException(SshException.Reason.OTHER, "SSH to " + target + " failed: " + e.getMessage(), null, e);
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
            throw new SshException(SshException.Reason.OTHER, "a command could not start on " + target + ": " + e.getMessage(), null, e);
        }
    }

    private SshException dropped(JSchException e) {
        return new SshException(SshException.Reason.UNREACHABLE, "the SSH connection to " + target
                + " dropped while a command started (" + e.getMessage() + "); the next one connects again", null, e);
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
            throw new IOException(target + " did not open a channel to " + socketPath + ": " + e.getMessage(), e);
        }
        return new ApiConnection(in, out, channel::disconnect);
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
