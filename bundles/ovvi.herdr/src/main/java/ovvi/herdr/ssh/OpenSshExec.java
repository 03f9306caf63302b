package ovvi.herdr.ssh;

import java.io.IOException;
import java.util.List;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.ProcessRun;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.SocketOpener;

/**
 * A machine reached through the system's OpenSSH client, for what JSch cannot do: the seed's own
 * design. One master connection per host ({@link ControlMaster}); every run is one {@code ssh}
 * client of it carrying the envelope, killed by its pid as a local run is; herdr's socket is
 * forwarded through the master ({@link ForwardedSockets}). Nobody is asked for a passphrase,
 * password or code: it logs in with the agent's keys and key files without a passphrase.
 */
public final class OpenSshExec extends EnvelopeExec {

    private final SshTarget target;
    private final ControlMaster master;
    private final ForwardedSockets sockets;

    /**
     * @throws SshException OpenSSH's client is not installed, or there is no private folder for its sockets
     */
    public OpenSshExec(SshTarget target, SshSettings settings, HostKeyTrust trust) throws SshException {
        if (settings.sshClient() == null) {
            throw new SshException(SshException.Reason.CONFIG, target + " is to be reached through OpenSSH's ssh, which is not on this"
                    + " computer's PATH: install OpenSSH's client (Debian: openssh-client), or add its folder to PATH", null, null);
        }
        this.target = target;
        this.master = new ControlMaster(target, settings, trust, SocketFolder.of(settings, System.getenv()));
        this.sockets = new ForwardedSockets(master, target.toString());
    }

    @Override
    protected Run start(RunKind kind, String commandLine) throws ExecException {
        master.ensure();
        ProcessBuilder builder = new ProcessBuilder(master.client(List.of("-T"), commandLine));
        try {
            return new ProcessRun(kind, builder.start());
        } catch (IOException e) {
            throw new SshException(SshException.Reason.CONFIG, "OpenSSH's ssh could not start a command on " + target + ": "
                    + e.getMessage(), null, e);
        }
    }

    @Override
    public SocketOpener sockets() {
        return sockets;
    }

    /**
     * Not yet: OpenSSH's master gives a local forward no port of its own choosing, and one Ovvi
     * picks could be taken before ssh binds it.
     */
    @Override
    public int localPortTo(int port) throws ExecException {
        throw new ExecException("a port of " + target + " cannot be reached through Ovvi's OpenSSH transport yet");
    }

    /** The master's connection, for tests that watch it end. */
    ControlMaster master() {
        return master;
    }

    @Override
    public String target() {
        return target.toString();
    }

    /** Ends the master by its pid; a later run starts a new one. */
    @Override
    public void close() {
        master.close();
    }
}
