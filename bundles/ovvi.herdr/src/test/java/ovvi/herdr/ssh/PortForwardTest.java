package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.sun.net.httpserver.HttpServer;

import ovvi.herdr.exec.LocalPort;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** A port of this computer reaching the SSH host's localhost, with a real HTTP server standing for the host's dev server. */
class PortForwardTest {

    @RegisterExtension
    static final Sshd SSHD = new Sshd(true);

    private HttpServer devServer;
    private SshConnection connection;

    @BeforeEach
    void start() throws Exception {
        devServer = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        devServer.createContext("/", exchange -> {
            byte[] body = ("<title>dev</title>" + exchange.getRequestURI()).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        devServer.start();
        connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
    }

    @AfterEach
    void stop() {
        connection.close();
        devServer.stop(0);
    }

    private LocalPort forward(int port, CompletableFuture<String> refused) throws Exception {
        return new RemoteExec(connection).localPortTo("localhost", port, refused::complete);
    }

    /** One HTTP/1.0 request through the port, answered until the server closes. */
    private static String get(int localPort, String path) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), localPort)) {
            socket.getOutputStream().write(("GET " + path + " HTTP/1.0\r\nHost: localhost\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void bytesRoundTripThroughTheHostsLocalhostOnALoopbackListener() throws Exception {
        try (LocalPort port = forward(devServer.getAddress().getPort(), new CompletableFuture<>())) {
            String first = get(port.port(), "/app?x=1");
            assertTrue(first.startsWith("HTTP/1.1 200"), first);
            assertTrue(first.endsWith("<title>dev</title>/app?x=1"), first);
            // each connection gets its own channel: a page loads many
            assertTrue(get(port.port(), "/second").endsWith("/second"));
            assertTrue(port.port() != devServer.getAddress().getPort());
        }
    }

    @Test
    void theListenerListensOnLoopbackOnly() throws Exception {
        try (LocalPort port = forward(devServer.getAddress().getPort(), new CompletableFuture<>())) {
            // 127.0.0.2 is loopback too but not the bound address: only 127.0.0.1 answers
            assertThrows(ConnectException.class, () -> new Socket(InetAddress.getByName("127.0.0.2"), port.port()).close());
            assertTrue(get(port.port(), "/").contains("dev"));
        }
    }

    @Test
    void aRefusedPortEndsTheConnectionAndSaysTheHostsReason() throws Exception {
        int nothing = Sshd.freePort();
        CompletableFuture<String> refused = new CompletableFuture<>();
        try (LocalPort port = forward(nothing, refused);
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), port.port())) {
            InputStream in = socket.getInputStream();
            assertEquals(-1, in.read());
            assertEquals("localhost:" + nothing + " on " + Sshd.ALIAS + " refused the connection: nothing listens there",
                    refused.get(60, TimeUnit.SECONDS));
        }
    }

    @Test
    void theListenerClosesWithTheForwardAndWithTheConnection() throws Exception {
        LocalPort port = forward(devServer.getAddress().getPort(), new CompletableFuture<>());
        assertTrue(get(port.port(), "/").contains("dev"));
        port.close();
        assertThrows(ConnectException.class, () -> new Socket(InetAddress.getLoopbackAddress(), port.port()).close());

        LocalPort second = forward(devServer.getAddress().getPort(), new CompletableFuture<>());
        assertTrue(get(second.port(), "/").contains("dev"));
        connection.close();
        assertThrows(ConnectException.class, () -> new Socket(InetAddress.getLoopbackAddress(), second.port()).close());
    }
}
