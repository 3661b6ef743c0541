// The one script of the desk, on its passkey pages only (their CSP allows it by nonce): a passkey can only be asked for
// from script. A button asks the browser (navigator.credentials), puts the answer in the form and sends it; the server
// checks everything. The button stays hidden where script or passkeys are missing, and the page says so.
(() => {
  const toBytes = (text) => {
    const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "===".slice((base64.length + 3) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  };
  const fromBytes = (buffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const withIds = (list) => (list || []).map((c) => ({ ...c, id: toBytes(c.id) }));

  // Browsers since 2024 read and write WebAuthn's JSON themselves; older ones get the same done here.
  function creationOptions(json) {
    if (PublicKeyCredential.parseCreationOptionsFromJSON) return PublicKeyCredential.parseCreationOptionsFromJSON(json);
    return {
      ...json,
      challenge: toBytes(json.challenge),
      user: { ...json.user, id: toBytes(json.user.id) },
      excludeCredentials: withIds(json.excludeCredentials),
    };
  }
  function requestOptions(json) {
    if (PublicKeyCredential.parseRequestOptionsFromJSON) return PublicKeyCredential.parseRequestOptionsFromJSON(json);
    return { ...json, challenge: toBytes(json.challenge), allowCredentials: withIds(json.allowCredentials) };
  }
  function answerOf(credential) {
    if (typeof credential.toJSON === "function") return credential.toJSON();
    const r = credential.response;
    const response = { clientDataJSON: fromBytes(r.clientDataJSON) };
    if (r.attestationObject) {
      response.attestationObject = fromBytes(r.attestationObject);
      response.transports = r.getTransports ? r.getTransports() : [];
    } else {
      response.authenticatorData = fromBytes(r.authenticatorData);
      response.signature = fromBytes(r.signature);
      if (r.userHandle) response.userHandle = fromBytes(r.userHandle);
    }
    return {
      id: credential.id,
      rawId: fromBytes(credential.rawId),
      type: credential.type,
      authenticatorAttachment: credential.authenticatorAttachment || undefined,
      clientExtensionResults: credential.getClientExtensionResults(),
      response,
    };
  }

  const problem = (error) =>
    error && error.name === "NotAllowedError"
      ? "No passkey was used: it was cancelled or took too long. Try again."
      : error && error.name === "InvalidStateError"
        ? "This passkey is already added to your account."
        : error && error.name === "SecurityError"
          ? "Passkeys for the desk work only at the website's own address."
          : "The passkey did not answer. Try again.";

  for (const form of document.querySelectorAll("form[data-passkey]")) {
    const button = form.querySelector("button[data-passkey-start]");
    const status = form.querySelector("[data-passkey-status]");
    if (!button || !status) continue;
    if (!window.PublicKeyCredential || !navigator.credentials) {
      status.textContent = "This browser cannot use passkeys.";
      continue;
    }
    button.hidden = false;
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      if (!form.reportValidity()) return;
      button.disabled = true;
      status.textContent = "Waiting for your passkey…";
      try {
        const json = JSON.parse(form.dataset.options);
        const credential =
          form.dataset.passkey === "create"
            ? await navigator.credentials.create({ publicKey: creationOptions(json) })
            : await navigator.credentials.get({ publicKey: requestOptions(json) });
        form.elements.namedItem("response").value = JSON.stringify(answerOf(credential));
        status.textContent = "Checking…";
        form.submit();
      } catch (error) {
        button.disabled = false;
        status.textContent = problem(error);
      }
    });
  }
})();
