package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** sshd's MaxSessions against the host's extra connections: a real sshd that takes 2 runs per connection. */
class MaxSessionsTest {

	@RegisterExtension
	static final Sshd TWO_PER_CONNECTION = new Sshd(true, 2);
	@RegisterExtension
	static final Sshd NONE = new Sshd(true, 0);

	@Test
	void fiveLongRunsAtOnceAllWorkAndTheExtraConnectionsCloseAfterTheirLastRun() throws Exception {
		SshConnection connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(TWO_PER_CONNECTION), HostKeyTrust.REFUSE);
		RemoteExec exec = new RemoteExec(connection);
		List<Run> runs = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			runs.add(exec.run(RunKind.CONTROL_STREAM, List.of("cat")));
		}
		for (int i = 0; i < runs.size(); i++) {
			runs.get(i).writeLine("stream " + i);
			assertEquals("stream " + i, runs.get(i).readLine());
		}
		assertEquals(3, connection.connections(), "2 + 2 + 1 runs");
		assertEquals(1, connection.generation(), "the first connection stayed, so herdr's socket paths hold");

		for (Run run : runs) {
			run.end();
		}
		for (Run run : runs) {
			run.exit().get();
		}
		assertEquals(1, connection.connections(), "the extra connections closed after their last run ended");
		assertEquals("again", exec.run(List.of("echo", "again")).readLine());
		assertEquals(1, connection.connections());
	}

	@Test
	void apiSocketsAreNoSessionsAndStayOnTheFirstConnection() throws Exception {
		SshConnection connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(TWO_PER_CONNECTION), HostKeyTrust.REFUSE);
		RemoteExec exec = new RemoteExec(connection);
		List<Run> runs = List.of(exec.run(List.of("cat")), exec.run(List.of("cat")));
		Path socket = TWO_PER_CONNECTION.remoteHome().resolve("echo.sock");
		Files.deleteIfExists(socket);
		try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
			server.bind(UnixDomainSocketAddress.of(socket));
			Thread.ofVirtual().start(() -> echoOneLine(server));
			ApiConnection api = exec.sockets().open(socket.toString());
			api.writeLine("through the full connection");
			assertEquals("through the full connection", api.readLine());
			api.close();
			assertEquals(1, connection.connections());
		} finally {
			runs.forEach(Run::end);
		}
	}

	@Test
	void aKeyAcceptedOnceIsNotAskedAboutAgainForTheExtraConnections() throws Exception {
		TWO_PER_CONNECTION.forgetHostKeys();
		List<HostKeyQuestion> asked = new ArrayList<>();
		HostKeyTrust once = question -> {
			asked.add(question);
			return HostKeyTrust.Decision.ACCEPT_ONCE;
		};
		try {
			SshConnection connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(TWO_PER_CONNECTION), once);
			RemoteExec exec = new RemoteExec(connection);
			List<Run> runs = List.of(exec.run(List.of("cat")), exec.run(List.of("cat")), exec.run(List.of("cat")));
			assertEquals(2, connection.connections());
			assertEquals(1, asked.size());
			runs.forEach(Run::end);
		} finally {
			TWO_PER_CONNECTION.trustHostKey();
		}
	}

	@Test
	void aSshdThatTakesNoRunSaysSoAndKeepsNoExtraConnection() throws Exception {
		SshConnection connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(NONE), HostKeyTrust.REFUSE);
		SshException refused = assertThrows(SshException.class, () -> new RemoteExec(connection).run(List.of("true")));
		assertEquals(SshException.Reason.CHANNEL_REFUSED, refused.reason());
		assertEquals(1, connection.connections());
	}

	private static void echoOneLine(ServerSocketChannel server) {
		try (SocketChannel client = server.accept()) {
			BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(client), StandardCharsets.UTF_8));
			PrintStream out = new PrintStream(Channels.newOutputStream(client), true, StandardCharsets.UTF_8);
			out.println(in.readLine());
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}
}
