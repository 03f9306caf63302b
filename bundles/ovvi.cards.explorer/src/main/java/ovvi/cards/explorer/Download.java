package ovvi.cards.explorer;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.osgi.util.NLS;

import ovvi.cards.DownloadsFolder;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * Copies a file of a remote machine to a folder of this computer, up to
 * {@link FileContent#IMAGE_LIMIT}: written to a temporary file in that folder, then moved to a
 * name no file there has ("name (2).ext" when "name.ext" is taken), so nothing is overwritten and
 * no half-written file ever has the name.
 */
public final class Download {

	private Download() {
	}

	/** @return where the file now is on this computer */
	public static Path toFolder(Exec machine, String file, Path folder) throws ExecException, InterruptedException {
		byte[] bytes = FileContent.bytes(machine, file);
		String name = Places.name(file);
		try {
			Files.createDirectories(folder);
			Path temporary = Files.createTempFile(folder, ".ovvi-download-", "");
			try {
				Files.write(temporary, bytes);
				for (int copy = 1;; copy++) {
					Path target = folder.resolve(copy == 1 ? name : DownloadsFolder.numbered(name, copy));
					try {
						// no REPLACE_EXISTING: a name taken meanwhile throws rather than be overwritten
						return Files.move(temporary, target);
					} catch (FileAlreadyExistsException taken) {
						// the next number
					}
				}
			} finally {
				Files.deleteIfExists(temporary);
			}
		} catch (IOException failed) {
			throw new ExecException(NLS.bind(Messages.Download_notWritten, new Object[] { file, folder, failed.getMessage() }), failed);
		}
	}
}
