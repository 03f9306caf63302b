package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.ui.cli.InstanceSocket;
import ovvi.ui.cli.OpenTarget;

/** One Ovvi per user: a later command hands its target over a real unix socket. */
class InstanceSocketTest {

	private static final Duration PATIENCE = Duration.ofSeconds(30);

	@TempDir
	Path folder;

	private final BlockingQueue<OpenTarget> received = new LinkedBlockingQueue<>();

	private Path socket() {
		return folder.resolve("run/ovvi/instance.sock");
	}

	@Test
	void aTargetHandedOverReachesTheRunningOvviAndTheSocketIsPrivate() throws Exception {
		try (InstanceSocket running = InstanceSocket.listen(socket(), received::add).orElseThrow()) {
			assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socket())));
			assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socket().getParent())));

			OpenTarget target = new OpenTarget.Remote("dev@build:2222", "agents");
			assertTrue(InstanceSocket.handOver(socket(), target, PATIENCE));
			assertEquals(target, received.poll(30, TimeUnit.SECONDS));
			assertTrue(InstanceSocket.handOver(socket(), new OpenTarget.Window(), PATIENCE));
			assertEquals(new OpenTarget.Window(), received.poll(30, TimeUnit.SECONDS));
		}
		assertFalse(Files.exists(socket()), "closing removes the socket");
	}

	@Test
	void withNoOvviRunningNothingIsHandedOver() throws Exception {
		assertFalse(InstanceSocket.handOver(socket(), new OpenTarget.Session("work"), PATIENCE), "no socket at all");

		// a socket file left behind by an Ovvi that ended
		Files.createDirectories(socket().getParent());
		ServerSocketChannel ended = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
		ended.bind(UnixDomainSocketAddress.of(socket()));
		ended.close();
		assertTrue(Files.exists(socket()));
		assertFalse(InstanceSocket.handOver(socket(), new OpenTarget.Session("work"), PATIENCE), "a stale socket");

		try (InstanceSocket running = InstanceSocket.listen(socket(), received::add).orElseThrow()) {
			assertTrue(InstanceSocket.handOver(socket(), new OpenTarget.Session("work"), PATIENCE), "the stale socket was replaced");
			assertEquals(new OpenTarget.Session("work"), received.poll(30, TimeUnit.SECONDS));
		}
	}

	@Test
	void aSecondOvviDoesNotTakeTheFirstOnesSocket() throws Exception {
		try (InstanceSocket first = InstanceSocket.listen(socket(), received::add).orElseThrow()) {
			Optional<InstanceSocket> second = InstanceSocket.listen(socket(), target -> {
				throw new AssertionError("the second got " + target);
			});
			assertTrue(second.isEmpty());
			assertTrue(InstanceSocket.handOver(socket(), new OpenTarget.Session("work"), PATIENCE));
			assertEquals(new OpenTarget.Session("work"), received.poll(30, TimeUnit.SECONDS));
		}
	}

	@Test
	void somethingElseInTheWayIsNamedAndLeftAlone() throws Exception {
		Files.createDirectories(socket().getParent());
		Files.writeString(socket(), "the user's notes");
		IOException refused = assertThrows(IOException.class, () -> InstanceSocket.listen(socket(), received::add));
		assertTrue(refused.getMessage().contains("not a socket"), refused.getMessage());
		assertEquals("the user's notes", Files.readString(socket()));
	}

	@Test
	void aRequestThatIsNoTargetIsRefusedWithAReasonAndTheSocketServesOn() throws Exception {
		try (InstanceSocket running = InstanceSocket.listen(socket(), received::add).orElseThrow()) {
			assertEquals("unknown request [launch, rm -rf /]", answer(2, "launch", "rm -rf /").replace("\"", ""));
			assertTrue(answer(1000).contains("1000 fields"));
			try (SocketChannel silent = SocketChannel.open(UnixDomainSocketAddress.of(socket()))) {
				// a client that says nothing holds only its own connection
				assertTrue(InstanceSocket.handOver(socket(), new OpenTarget.Session("work"), PATIENCE));
			}
			assertEquals(new OpenTarget.Session("work"), received.poll(30, TimeUnit.SECONDS));
			assertTrue(received.isEmpty(), "nothing else was opened");
		}
	}

	/** Sends a count and fields as a command would, and reads the answer. */
	private String answer(int count, String... fields) throws IOException {
		try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket()))) {
			DataOutputStream out = new DataOutputStream(Channels.newOutputStream(channel));
			out.writeInt(count);
			for (String field : fields) {
				out.writeUTF(field);
			}
			out.flush();
			return new DataInputStream(Channels.newInputStream(channel)).readUTF();
		}
	}
}
