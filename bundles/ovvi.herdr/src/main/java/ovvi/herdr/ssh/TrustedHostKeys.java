package ovvi.herdr.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.UserInfo;

import ovvi.herdr.exec.AtomicFiles;

/**
 * known_hosts, with the caller's {@link HostKeyTrust} deciding on a key it does not vouch for.
 * JSch runs with StrictHostKeyChecking=yes, so whatever this repository does not call OK is refused.
 */
final class TrustedHostKeys implements HostKeyRepository {

	private final HostKeyRepository knownHosts;
	private final Path knownHostsFile;
	private final HostKeyTrust trust;
	/** HashKnownHosts: a remembered key's host is written hashed, as ssh writes it. */
	private final boolean hash;
	private volatile HostKeyQuestion refused;
	/** Keys accepted for this connection only, so the host's extra connections do not ask again. */
	private final Set<String> acceptedOnce = ConcurrentHashMap.newKeySet();

	TrustedHostKeys(HostKeyRepository knownHosts, Path knownHostsFile, HostKeyTrust trust, boolean hash) {
		this.knownHosts = knownHosts;
		this.knownHostsFile = knownHostsFile;
		this.trust = trust;
		this.hash = hash;
	}

	/** The question the trust callback said no to in the last check, if any. */
	HostKeyQuestion refused() {
		return refused;
	}

	@Override
	public int check(String host, byte[] key) {
		int known = knownHosts.check(host, key);
		if (known == OK || acceptedOnce.contains(host + " " + fingerprint(key))) {
			return OK;
		}
		HostKeyQuestion question;
		HostKey hostKey;
		try {
			hostKey = new HostKey(hash ? hashed(host) : host, key);
			question = new HostKeyQuestion(host, hostKey.getType(), fingerprint(key), known == CHANGED);
		} catch (JSchException e) {
			return known;
		}
		HostKeyTrust.Decision decision = trust.decide(question);
		if (decision == HostKeyTrust.Decision.REFUSE) {
			refused = question;
			return known;
		}
		if (decision == HostKeyTrust.Decision.ACCEPT_AND_REMEMBER) {
			remember(hostKey, host, question.changed());
		}
		// a hashed entry is found again only once known_hosts is read anew, at the next connect
		if (decision == HostKeyTrust.Decision.ACCEPT_ONCE || hash) {
			acceptedOnce.add(host + " " + question.fingerprint());
		}
		return OK;
	}

	private void remember(HostKey hostKey, String host, boolean replacing) {
		try {
			if (!Files.exists(knownHostsFile)) {
				AtomicFiles.createPrivateFolders(knownHostsFile.getParent());
				Files.createFile(knownHostsFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
			}
		} catch (IOException e) {
			throw new IllegalStateException("known_hosts " + knownHostsFile + " could not be created: " + e.getMessage(), e);
		}
		if (replacing) {
			knownHosts.remove(host, hostKey.getType());
		}
		knownHosts.add(hostKey, null);
	}

	/** The host as ssh writes it under HashKnownHosts: |1|salt|HMAC-SHA1(salt, host), both in base64. */
	private static String hashed(String host) {
		try {
			byte[] salt = new byte[20];
			new SecureRandom().nextBytes(salt);
			Mac mac = Mac.getInstance("HmacSHA1");
			mac.init(new SecretKeySpec(salt, "HmacSHA1"));
			Base64.Encoder base64 = Base64.getEncoder();
			return "|1|" + base64.encodeToString(salt) + "|" + base64.encodeToString(mac.doFinal(host.getBytes(StandardCharsets.UTF_8)));
		} catch (GeneralSecurityException e) {
			throw new IllegalStateException(e);
		}
	}

	static String fingerprint(byte[] key) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(key);
			return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(digest);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	@Override
	public void add(HostKey hostkey, UserInfo ui) {
		knownHosts.add(hostkey, ui);
	}

	@Override
	public void remove(String host, String type) {
		knownHosts.remove(host, type);
	}

	@Override
	public void remove(String host, String type, byte[] key) {
		knownHosts.remove(host, type, key);
	}

	@Override
	public String getKnownHostsRepositoryID() {
		return knownHosts.getKnownHostsRepositoryID();
	}

	@Override
	public HostKey[] getHostKey() {
		return knownHosts.getHostKey();
	}

	@Override
	public HostKey[] getHostKey(String host, String type) {
		return knownHosts.getHostKey(host, type);
	}
}
