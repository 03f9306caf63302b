package ovvi.herdr.ssh;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

import com.jcraft.jsch.ChannelDirectTCPIP;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.LocalPort;
import ovvi.herdr.exec.VirtualThreads;

/**
 * A listener on this computer's loopback whose every connection is carried to host:port as the
 * SSH host sees it, by one direct-tcpip channel of the connection. Only 127.0.0.1 listens: no other
 * computer reaches the host through it.
 */
final class PortForward implements LocalPort {

    private final SshConnection connection;
    private final String host;
    private final int port;
    private final Consumer<String> refused;
    private final ServerSocket listener;
    /** Guarded by itself; the channels carrying connections now, ended with the forward. */
    private final Set<ChannelDirectTCPIP> carrying = new HashSet<>();
    private final Consumer<PortForward> closed;

    /** @param closed told once the forward closed, so the connection forgets it */
    PortForward(SshConnection connection, String host, int port, Consumer<String> refused, Consumer<PortForward> closed) throws ExecException {
        this.connection = connection;
        this.host = host;
        this.port = port;
        this.refused = refused;
        this.closed = closed;
        try {
            // 127.0.0.1 itself, not the JDK's loopback, which is ::1 under preferIPv6Addresses
            listener = new ServerSocket(0, 50, InetAddress.getByAddress(new byte[] { 127, 0, 0, 1 }));
        } catch (IOException e) {
            throw new ExecException("no local port could be opened for " + host + ":" + port + " on " + connection.target() + ": "
                    + e.getMessage(), e);
        }
        VirtualThreads.EXECUTOR.execute(this::accept);
    }

    @Override
    public int port() {
        return listener.getLocalPort();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                VirtualThreads.EXECUTOR.execute(() -> carry(socket));
            } catch (IOException e) {
                // closed: the forward ended
                return;
            }
        }
    }

    private void carry(Socket socket) {
        SshConnection.Tcp tcp;
        try {
            tcp = connection.openTcp(host, port);
        } catch (IOException e) {
            closeQuietly(socket);
            refused.accept(e.getMessage());
            return;
        }
        synchronized (carrying) {
            if (listener.isClosed()) {
                tcp.channel().disconnect();
                closeQuietly(socket);
                return;
            }
            carrying.add(tcp.channel());
        }
        VirtualThreads.EXECUTOR.execute(() -> {
            // the browser's end of its request is sent as EOF: the server may still answer
            try (OutputStream toHost = tcp.out()) {
                pump(socket.getInputStream(), toHost);
            } catch (IOException e) {
                // one side went away: the other pump ends the connection
            }
        });
        try {
            pump(tcp.in(), socket.getOutputStream());
        } catch (IOException e) {
            // the browser or the host went away: both ends are closed below
        } finally {
            synchronized (carrying) {
                carrying.remove(tcp.channel());
            }
            tcp.channel().disconnect();
            closeQuietly(socket);
        }
    }

    /** Copies until the end, each piece at once: JSch holds written bytes until a flush. */
    private static void pump(InputStream from, OutputStream to) throws IOException {
        byte[] buffer = new byte[32 * 1024];
        for (int n = from.read(buffer); n >= 0; n = from.read(buffer)) {
            to.write(buffer, 0, n);
            to.flush();
        }
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException e) {
            // nothing more to do: it listens no more either way
        }
        Set<ChannelDirectTCPIP> open;
        synchronized (carrying) {
            open = Set.copyOf(carrying);
            carrying.clear();
        }
        // each connection's pump then ends and closes its socket
        open.forEach(ChannelDirectTCPIP::disconnect);
        closed.accept(this);
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // the browser sees the connection end either way
        }
    }
}
