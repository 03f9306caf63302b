package ovvi.model.requests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/** The command put on a machine in one run: when missing or older, privately, atomically; stale mailbox files go. */
class CommandInstallTest {

	@TempDir
	Path home;

	private LocalExec machine() throws Exception {
		return LocalExec.start(TempHome.environment(home, "/bin/sh"));
	}

	@Test
	void writesTheCommandWhenMissingOrOlderInPrivateFoldersAndLeavesANewerOne() throws Exception {
		LocalExec machine = machine();
		Path command = home.resolve(OvviCommand.HOME_PATH);
		assertEquals(CommandInstall.Result.INSTALLED, CommandInstall.onto(machine, Instant.now()));
		assertEquals(OvviCommand.carried().text(), Files.readString(command));
		assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(command)));
		for (String folder : new String[] { ".cache/ovvi", ".cache/ovvi/bin", ".cache/ovvi/rpc" }) {
			assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve(folder))), folder);
		}
		assertEquals(CommandInstall.Result.CURRENT, CommandInstall.onto(machine, Instant.now()));

		Files.writeString(command, "#!/bin/sh\nOVVI_COMMAND_VERSION=0\n");
		assertEquals(CommandInstall.Result.INSTALLED, CommandInstall.onto(machine, Instant.now()));
		assertEquals(OvviCommand.carried().text(), Files.readString(command));

		String newer = "#!/bin/sh\nOVVI_COMMAND_VERSION=" + (OvviCommand.carried().version() + 1) + "\n";
		Files.writeString(command, newer);
		assertEquals(CommandInstall.Result.CURRENT, CommandInstall.onto(machine, Instant.now()));
		assertEquals(newer, Files.readString(command), "a newer Ovvi's command stays");
		try (var left = Files.list(command.getParent())) {
			assertEquals(1, left.count(), "no temporary file is left behind");
		}
	}

	@Test
	void removesMailboxFilesOlderThan60Minutes() throws Exception {
		Path mailbox = Files.createDirectories(home.resolve(Mailbox.FOLDER));
		Instant now = Instant.now();
		Path stale = Files.writeString(mailbox.resolve("stale.json"), "{}");
		Files.setLastModifiedTime(stale, FileTime.from(now.minus(Duration.ofMinutes(61))));
		Path fresh = Files.writeString(mailbox.resolve("fresh.answer"), "0\n");
		Files.setLastModifiedTime(fresh, FileTime.from(now.minus(Duration.ofMinutes(59))));
		CommandInstall.onto(machine(), now);
		assertFalse(Files.exists(stale));
		assertTrue(Files.exists(fresh));
	}
}
