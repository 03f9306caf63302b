package ovvi.herdr.ssh;

import java.util.HashMap;
import java.util.Map;

import ovvi.herdr.exec.ExecException;

/** The remote machines the app follows: one SSH connection, and so one {@link RemoteExec}, per host. */
public final class SshHosts implements AutoCloseable {

    private final SshSettings settings;
    private final HostKeyTrust trust;
    private final Map<String, RemoteExec> machines = new HashMap<>();
    private final Map<String, SshConnection> connections = new HashMap<>();

    public SshHosts(SshSettings settings, HostKeyTrust trust) {
        this.settings = settings;
        this.trust = trust;
    }

    /** The machine for an SSH target ({@code host} or {@code user@host}, as ~/.ssh/config knows it). */
    public synchronized RemoteExec machine(String target) throws ExecException {
        RemoteExec machine = machines.get(target);
        if (machine == null) {
            SshConnection connection = new SshConnection(target, settings, trust);
            machine = new RemoteExec(connection);
            connections.put(target, connection);
            machines.put(target, machine);
        }
        return machine;
    }

    /** Ends every connection, as the app quits. */
    @Override
    public synchronized void close() {
        connections.values().forEach(SshConnection::close);
        connections.clear();
        machines.clear();
    }
}
