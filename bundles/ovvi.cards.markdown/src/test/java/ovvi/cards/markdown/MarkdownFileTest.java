package ovvi.cards.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/** Markdown files read on this computer through its Exec, as the card reads them, and the files refused. */
class MarkdownFileTest {

	@TempDir
	Path temp;
	private Exec machine;

	@BeforeEach
	void thisComputer() throws Exception {
		Path home = Files.createDirectories(temp.resolve("home"));
		Map<String, String> env = TempHome.environment(home, "/bin/bash");
		machine = LocalExec.start(env);
	}

	@Test
	void textComesAsItIs() throws Exception {
		Path file = Files.writeString(temp.resolve("-odd name ü.md"), "# Title\n\nsecond \"line\" ✓\n");
		assertEquals("# Title\n\nsecond \"line\" ✓\n", MarkdownFile.read(machine, file.toString()));
	}

	@Test
	void aMissingFileIsSaidPlainly() {
		Path gone = temp.resolve("README.md");
		ExecException missing = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, gone.toString()));
		assertTrue(missing.getMessage().startsWith(gone + " does not exist on this computer."), missing.getMessage());
	}

	@Test
	void aFolderIsNotRead() {
		ExecException folder = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, temp.toString()));
		assertEquals(temp + " is a folder, not a Markdown file.", folder.getMessage());
	}

	@Test
	void aBinaryFileIsNotRendered() throws Exception {
		Path binary = Files.write(temp.resolve("program.md"), new byte[] { 0x7f, 'E', 'L', 'F', 0, 0, 1 });
		ExecException refused = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, binary.toString()));
		assertEquals(binary + " is a binary file, not Markdown.", refused.getMessage());
	}

	@Test
	void aHugeFileIsRefusedWithItsSizeBeforeItIsRead() throws Exception {
		Path huge = temp.resolve("huge.md");
		try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
			file.setLength(200L * 1024 * 1024); // sparse: costs no disk
		}
		ExecException refused = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, huge.toString()));
		assertEquals(huge + " is 200.0 MB, larger than the 1 MB the Markdown card shows.", refused.getMessage());
	}

	@Test
	void aDeviceIsNotRead() {
		ExecException refused = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, "/dev/zero"));
		assertEquals("/dev/zero is not a regular file.", refused.getMessage());
	}

	@Test
	void aRelativePathIsRefused() {
		ExecException refused = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, "README.md"));
		assertEquals("Not an absolute path: README.md", refused.getMessage());
	}

	@Test
	void anUnreadableFileIsSaidPlainly() throws Exception {
		Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root reads every file");
		Path secret = Files.writeString(temp.resolve("secret.md"), "# no");
		Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
		ExecException refused = assertThrows(ExecException.class, () -> MarkdownFile.read(machine, secret.toString()));
		assertTrue(refused.getMessage().startsWith("You may not read " + secret + " on this computer."), refused.getMessage());
	}
}
